import {
  type ChosenOption,
  chosenVariant,
  productScopeOf,
  type ScopeVariant,
  VARIANT_CHANGE_EVENT,
  type VariantChangeDetail,
} from '../../commerce/productScope.ts';
import { variantPickerMessages } from '../../i18n/areas/variantPickerMessages.ts';
import { createCatalogue } from '../../i18n/createCatalogue.ts';
import { loaderConfig } from '../../runtime/markup.ts';
import { PRODUCT_PAGE_SCOPE, VARIANT_PICKER } from '../../runtime/selectors.ts';
import type { VitrineRuntime } from '../../runtime/types.ts';
import { announce } from '../../ui/announce.ts';
import { optionStatus } from './optionStatus.ts';
import { productView } from './productView.ts';
import { urlVariant, writeUrlVariant } from './variantUrl.ts';

const WRAPPER = '.variant-radiobtn-wrapper';
const _name = (el: Element | null) => el?.getAttribute('data-variant-option-name') ?? '';

interface Radio {
  input: HTMLInputElement;
  /** its role=button label, found in its own wrapper: ids repeat when a product shows twice */
  label: HTMLLabelElement | undefined;
  name: string;
}

/**
 * Hydrates `variants-select` where it stands: the select and the radio buttons of each option
 * follow each other; the role=button labels answer Enter and Space; values that lead nowhere are
 * marked (optionStatus); the chosen variant shows in the product (productView), in the address
 * (?variant=, first picker of a product page only) and to screen readers; then
 * VARIANT_CHANGE_EVENT goes out on the product. Returns what undoes it all.
 */
export function hydratePicker(picker: Element, runtime: VitrineRuntime, variants: ScopeVariant[]) {
  const scope = productScopeOf(picker);
  const { locale } = loaderConfig(runtime.config);
  const t = createCatalogue(locale, variantPickerMessages);
  const selects = [...picker.querySelectorAll<HTMLSelectElement>('select[data-variant-option-name]')];
  const radios: Radio[] = [...picker.querySelectorAll<HTMLInputElement>(`${WRAPPER} input`)].map((input) => {
    const wrapper = input.closest(WRAPPER)!;
    const label = [...wrapper.querySelectorAll('label')].find((l) => l.htmlFor === input.id);
    return { input, label, name: _name(wrapper) };
  });
  const texts = new Map([...picker.querySelectorAll('option')].map((o) => [o, o.textContent ?? '']));
  const usesUrl =
    picker.closest(PRODUCT_PAGE_SCOPE) !== null && document.querySelector(VARIANT_PICKER) === picker;
  const show = productView(scope, picker, {
    locale,
    salePrice: t.t('variantPicker.salePrice'),
    originalPrice: t.t('variantPicker.originalPrice'),
    soldOutMark: t.t('variantPicker.soldOutMark'),
  });
  let shown: ScopeVariant | undefined;

  const chosen = (): ChosenOption[] => selects.map((s) => ({ name: _name(s), value: s.value }));

  // Every value's mark, given the others as chosen; the radios' state on their labels.
  const mark = () => {
    const options = chosen();
    const marked = (el: Element, name: string, value: string) => {
      const status = optionStatus(variants, options, name, value);
      const text = texts.get(el as HTMLOptionElement) ?? value;
      return [
        status,
        status
          ? t.t(status === 'sold-out' ? 'variantPicker.optionSoldOut' : 'variantPicker.optionUnavailable', {
              value: text,
            })
          : text,
      ] as const;
    };
    for (const select of selects) {
      for (const option of select.options) {
        if (!option.value) continue;
        const [status, text] = marked(option, _name(select), option.value);
        option.disabled = status === 'unavailable';
        if (option.textContent !== text) option.textContent = text;
      }
    }
    for (const { input, label, name } of radios) {
      const [status, text] = marked(input, name, input.value);
      input.disabled = status === 'unavailable';
      if (!label) continue;
      label.classList.toggle('vitrine-variant--sold-out', status === 'sold-out');
      label.classList.toggle('vitrine-variant--unavailable', status === 'unavailable');
      label.setAttribute('aria-pressed', String(input.checked));
      if (status) label.setAttribute('aria-label', text);
      else label.removeAttribute('aria-label');
      if (input.disabled) label.setAttribute('aria-disabled', 'true');
      else label.removeAttribute('aria-disabled');
    }
  };

  // Marks first (a sold-out choice marks the product before add-to-cart re-reads it on `change`).
  const update = (speak: boolean) => {
    mark();
    const variant = chosenVariant({ options: chosen(), variants });
    if (variant === shown) return;
    shown = variant;
    const said = show(variant);
    if (usesUrl) writeUrlVariant(variant);
    if (speak && variant) announce(said.trim());
    scope.dispatchEvent(
      new CustomEvent<VariantChangeDetail>(VARIANT_CHANGE_EVENT, { bubbles: true, detail: { variant } }),
    );
  };

  const guard =
    <E extends Event>(handler: (event: E) => void) =>
    (event: E) => {
      try {
        handler(event);
      } catch (error) {
        runtime.handleError(error, 'variant-picker', picker);
      }
    };

  const onChange = guard((event: Event) => {
    const target = event.target as HTMLInputElement;
    const radio = radios.find((r) => r.input === target);
    if (radio) {
      const select = selects.find((s) => _name(s) === radio.name);
      if (select) select.value = target.value;
    } else if (selects.includes(target as unknown as HTMLSelectElement)) {
      for (const r of radios) if (r.name === _name(target)) r.input.checked = r.input.value === target.value;
    } else return;
    update(true);
  });

  // A label's click goes to the radio of its own wrapper, and Enter (key down) or Space (key up,
  // without scrolling) do what a click does, as on a native button.
  const radioOf = (event: Event) => {
    const label = (event.target as Element).closest?.('label');
    return radios.find((r) => r.label && r.label === label);
  };
  const onClick = guard((event: MouseEvent) => {
    const radio = radioOf(event);
    if (!radio) return;
    event.preventDefault();
    radio.input.click();
  });
  const onKey = guard((event: KeyboardEvent) => {
    const radio = radioOf(event);
    if (!radio || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    if (event.type === (event.key === ' ' ? 'keyup' : 'keydown') && !event.repeat) radio.input.click();
  });

  // The choice to start from: the address's variant, else what the browser restored in the form.
  const fromUrl = usesUrl ? urlVariant(variants) : undefined;
  for (const select of selects) {
    const name = _name(select);
    const checked = radios.find((r) => r.name === name && r.input.checked);
    if (fromUrl) select.value = String(fromUrl.attributes?.[name] ?? '');
    else if (!select.value && checked) select.value = checked.input.value;
    for (const r of radios) if (r.name === name) r.input.checked = r.input.value === select.value;
  }
  // The labels are the buttons: the radio behind each leaves the tab order and the reading.
  for (const { input, label } of radios) {
    if (!label) continue;
    input.tabIndex = -1;
    input.setAttribute('aria-hidden', 'true');
  }
  update(false);
  // A choice made before add-to-cart listened: tell it, as a shopper's choice would.
  if (shown) picker.dispatchEvent(new Event('change', { bubbles: true }));

  picker.addEventListener('change', onChange);
  picker.addEventListener('click', onClick as EventListener);
  picker.addEventListener('keydown', onKey as EventListener);
  picker.addEventListener('keyup', onKey as EventListener);
  return () => {
    picker.removeEventListener('change', onChange);
    picker.removeEventListener('click', onClick as EventListener);
    picker.removeEventListener('keydown', onKey as EventListener);
    picker.removeEventListener('keyup', onKey as EventListener);
    show(undefined);
    for (const [option, text] of texts) {
      option.disabled = false;
      option.textContent = text;
    }
    for (const { input, label } of radios) {
      input.disabled = false;
      input.removeAttribute('tabindex');
      input.removeAttribute('aria-hidden');
      for (const a of ['aria-pressed', 'aria-label', 'aria-disabled']) label?.removeAttribute(a);
      label?.classList.remove('vitrine-variant--sold-out', 'vitrine-variant--unavailable');
    }
  };
}
