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
import { pageSettings } from '../../runtime/settings.ts';
import { PRODUCT_IMAGE, PRODUCT_PAGE_SCOPE, VARIANT_PICKER } from '../../runtime/selectors.ts';
import type { VitrineRuntime } from '../../runtime/types.ts';
import { announce } from '../../ui/announce.ts';
import { fitting, optionStatus } from './optionStatus.ts';
import { productView } from './productView.ts';
import { urlVariant, writeUrlVariant } from './variantUrl.ts';

const WRAPPER = '.variant-radiobtn-wrapper';
const EVENTS = ['change', 'click', 'keydown', 'keyup'];
const MARKS = {
  'sold-out': 'variantPicker.optionSoldOut',
  unavailable: 'variantPicker.optionUnavailable',
} as const;

const _name = (el: Element | null) => el?.getAttribute('data-variant-option-name') ?? '';
const _attr = (el: Element, name: string, value: string | false) =>
  value === false ? el.removeAttribute(name) : el.setAttribute(name, value);

/**
 * Hydrates `variants-select` where it stands: the select and the radio buttons of each option
 * follow each other; the role=button labels answer Enter and Space; values that lead nowhere are
 * marked (optionStatus); the chosen variant shows in the product (productView), in the address
 * (?variant=, first picker of a product page only) and to screen readers; then
 * VARIANT_CHANGE_EVENT goes out on the product. Returns what undoes it all.
 */
export function hydratePicker(picker: Element, runtime: VitrineRuntime, variants: ScopeVariant[]) {
  const scope = productScopeOf(picker);
  const { locale, currency } = pageSettings(runtime.config);
  const { t } = createCatalogue(locale, variantPickerMessages);
  const selects = [...picker.querySelectorAll<HTMLSelectElement>('select[data-variant-option-name]')];
  // Each radio with its label, found in its own wrapper: ids repeat when a product shows twice.
  const radios = [...picker.querySelectorAll<HTMLInputElement>(`${WRAPPER} input`)].map((input) => {
    const wrapper = input.closest(WRAPPER)!;
    const label = [...wrapper.querySelectorAll('label')].find((l) => l.htmlFor === input.id);
    return { input, label, name: _name(wrapper) };
  });
  // Not a picker in a dialog (a quick view): the address is the page's, not the lightbox's.
  const usesUrl =
    !!picker.closest(PRODUCT_PAGE_SCOPE) &&
    !picker.closest('[aria-modal]') &&
    document.querySelector(VARIANT_PICKER) === picker;
  const show = productView(scope, picker, {
    locale,
    currency,
    salePrice: t('variantPicker.salePrice'),
    originalPrice: t('variantPicker.originalPrice'),
    soldOutMark: t('variantPicker.soldOutMark'),
  });
  let shown: ScopeVariant | undefined;

  const chosen = (): ChosenOption[] => selects.map((s) => ({ name: _name(s), value: s.value }));

  // Every value's mark given the other choices, and the radios' state on their labels (the
  // labels are the buttons: the radio behind each leaves the tab order and the reading). Off:
  // all of it taken back.
  const decorate = (on: boolean) => {
    const options = chosen();
    const status = (name: string, value: string) => (on ? optionStatus(variants, options, name, value) : '');
    const marked = (mark: string, value: string) =>
      mark ? t(MARKS[mark as keyof typeof MARKS], { value }) : value;
    for (const select of selects) {
      for (const option of select.options) {
        if (!option.value) continue;
        const mark = status(_name(select), option.value);
        option.disabled = mark === 'unavailable';
        // The label attribute is what a select shows and reads, and leaves the server's text be.
        _attr(option, 'label', !!mark && marked(mark, option.text));
      }
    }
    for (const { input, label, name } of radios) {
      const mark = status(name, input.value);
      input.disabled = mark === 'unavailable';
      if (!label) continue;
      _attr(input, 'tabindex', on && '-1');
      _attr(input, 'aria-hidden', on && 'true');
      _attr(label, 'aria-pressed', on && String(input.checked));
      _attr(label, 'aria-label', !!mark && marked(mark, input.value));
      _attr(label, 'aria-disabled', input.disabled && 'true');
      label.classList.toggle('vitrine-variant--sold-out', mark === 'sold-out');
      label.classList.toggle('vitrine-variant--unavailable', input.disabled);
    }
  };

  // Marks first: a sold-out choice marks the product before add-to-cart re-reads it on `change`.
  const update = (speak: boolean) => {
    decorate(true);
    const options = chosen();
    // The picture the variants the choices so far allow all share: a colour alone shows its photo.
    const images = new Set(fitting(variants, options).map((v) => String(v.mainImageId)));
    const [image] = images;
    const pictures = [...scope.querySelectorAll<HTMLElement>(PRODUCT_IMAGE)];
    if (images.size == 1 && pictures.some((p) => p.dataset.imageId == image))
      for (const p of pictures) p.hidden = p.dataset.imageId != image;
    const variant = chosenVariant({ options, variants });
    if (variant === shown) return;
    shown = variant;
    const said = show(variant);
    if (usesUrl) writeUrlVariant(variant);
    if (speak && variant) announce(said.trim());
    scope.dispatchEvent(
      new CustomEvent<VariantChangeDetail>(VARIANT_CHANGE_EVENT, { bubbles: true, detail: { variant } }),
    );
  };

  // A change in a select checks its radio and the other way round. A label's click goes to the
  // radio of its own wrapper; Enter (key down) and Space (key up, without scrolling) do what a
  // click does, as on a native button.
  const onEvent = (event: Event) => {
    try {
      const target = event.target as HTMLInputElement;
      if (event.type === 'change') {
        const radio = radios.find((r) => r.input === target);
        if (!radio && !selects.includes(target as unknown as HTMLSelectElement)) return;
        const name = radio ? radio.name : _name(target);
        for (const s of selects) if (radio && _name(s) === name) s.value = target.value;
        for (const r of radios)
          if (!radio && r.name === name) r.input.checked = r.input.value === target.value;
        update(true);
        return;
      }
      const label = target.closest?.('label');
      const radio = radios.find((r) => r.label && r.label === label);
      const { key, repeat } = event as KeyboardEvent;
      if (!radio || target === radio.input || (event.type !== 'click' && key !== 'Enter' && key !== ' '))
        return;
      event.preventDefault();
      if (event.type === (key === ' ' ? 'keyup' : key ? 'keydown' : 'click') && !repeat) radio.input.click();
    } catch (error) {
      runtime.handleError(error, 'variant-picker', picker);
    }
  };

  // The choice to start from: the address's variant, else what the browser restored in the form.
  const fromUrl = usesUrl ? urlVariant(variants) : undefined;
  for (const select of selects) {
    const name = _name(select);
    const checked = radios.find((r) => r.name === name && r.input.checked);
    if (fromUrl) select.value = String(fromUrl.attributes?.[name] ?? '');
    else if (!select.value && checked) select.value = checked.input.value;
    for (const r of radios) if (r.name === name) r.input.checked = r.input.value === select.value;
  }
  update(false);
  // A choice made before add-to-cart listened: tell it, as a shopper's choice would.
  if (shown) picker.dispatchEvent(new Event('change', { bubbles: true }));
  for (const type of EVENTS) picker.addEventListener(type, onEvent);

  return () => {
    for (const type of EVENTS) picker.removeEventListener(type, onEvent);
    show(undefined);
    decorate(false);
  };
}
