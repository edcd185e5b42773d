import { useEffect } from 'react';
import type { ScopeVariant } from '../../commerce/productScope.ts';
import type { WidgetProps } from '../defineWidget.tsx';
import { hydratePicker } from './hydratePicker.ts';
import type { VariantPickerProps } from './index.ts';

/** Draws nothing: the server's controls stay, and hydratePicker works on them (errors reach the boundary). */
export function VariantPicker({ element, runtime, props }: WidgetProps<VariantPickerProps>) {
  useEffect(
    () =>
      hydratePicker(
        element,
        runtime,
        props.variants.filter((v): v is ScopeVariant => typeof v === 'object' && v !== null),
      ),
    [element],
  );
  return null;
}
