import { useEffect } from 'react';
import type { WidgetProps } from '../defineWidget.tsx';
import { hydrateRestock } from './hydrateRestock.ts';
import type { RestockFormProps } from './restockFormProps.ts';

/** Draws nothing of its own: the engine's form stays where it stands (hydrateRestock.ts). */
export function RestockForm({ element, runtime, props }: WidgetProps<RestockFormProps>) {
  useEffect(() => hydrateRestock(element as HTMLElement, runtime, props), [element, runtime, props]);
  return null;
}
