import { useEffect } from 'react';
import type { WidgetProps } from '../defineWidget.tsx';
import { hydrateForm } from './hydrateForm.ts';
import type { VisitorFormProps } from './visitorFormProps.ts';

/** Draws nothing of its own: it makes the page's form submit through the platform (hydrateForm.ts). */
export function VisitorForm({ element, runtime, props }: WidgetProps<VisitorFormProps>) {
  useEffect(() => hydrateForm(element as HTMLElement, runtime, props), [element, runtime, props]);
  return null;
}
