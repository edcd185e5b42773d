import { injectStyles } from '../../ui/injectStyles.ts';
import { defineWidget } from '../defineWidget.tsx';
import { InstalmentPill } from './InstalmentPill.tsx';
import { INSTALMENT_ATTRIBUTES, instalmentProps } from './instalmentProps.ts';
import css from './instalments.css?inline';

export const { mount, unmount } = defineWidget({
  name: 'instalments',
  props: instalmentProps,
  attributes: INSTALMENT_ATTRIBUTES,
  view: InstalmentPill,
  shouldMount: () => {
    injectStyles('instalments', css);
    return true;
  },
});
