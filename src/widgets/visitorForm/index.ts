import { injectStyles } from '../../ui/injectStyles.ts';
import { defineWidget } from '../defineWidget.tsx';
import { VisitorForm } from './VisitorForm.tsx';
import css from './visitorForm.css?inline';
import { visitorFormProps } from './visitorFormProps.ts';

/**
 * Visitor forms (contact, newsletter …): the page's own form markup, hydrated where it stands
 * (inPlace), so a theme's form keeps its look and a failed hydration leaves it as it was.
 */
export const { mount, unmount } = defineWidget({
  name: 'visitor-form',
  props: visitorFormProps,
  attributes: { formId: 'data-form-id' },
  view: VisitorForm,
  inPlace: true,
  shouldMount: () => {
    injectStyles('visitor-form', css);
    return true;
  },
});
