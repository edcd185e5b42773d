import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/ApiError.ts';
import { validateForm } from '../../api/formApi.ts';
import type { FieldValue, FieldValues, Form } from '../../api/routes/forms.ts';
import type { CartService } from '../../commerce/cartService.ts';
import { productPageKind } from '../../commerce/productScope.ts';
import { formMessages } from '../../i18n/areas/formMessages.ts';
import { createCatalogue } from '../../i18n/createCatalogue.ts';
import { pageSettings } from '../../runtime/settings.ts';
import type { VitrineRuntime } from '../../runtime/types.ts';
import { announce } from '../../ui/announce.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { injectStyles } from '../../ui/injectStyles.ts';
import css from './additionalFields.css?inline';
import { fieldErrors } from './fieldErrors.ts';
import { additionalFieldsText, initialValues } from './fieldValues.ts';
import { FormFields } from './FormFields.tsx';
import type { AdditionalFieldsRequest } from './handOff.ts';

/** What the lightbox is for: a product about to be added, or an entry of the cart to edit. */
export type LightboxRequest =
  | ({ kind: 'add'; label: string } & Omit<AdditionalFieldsRequest, 'form'>)
  | { kind: 'edit'; entryId: string; itemId: string; sku: string | undefined; values: unknown };

export interface AdditionalFieldsLightboxProps {
  runtime: VitrineRuntime;
  /** the page's cart service (the widget's, so this chunk starts nothing of its own) */
  cart: CartService;
  form: Form;
  request: LightboxRequest;
  /** the button that opened it: focus goes back there */
  opener: HTMLElement;
  /** once closed and focus is back; after a saved edit or an add, with the fields' JSON text sent */
  onClosed: (saved?: string) => void;
}

let _ids = 0;

/**
 * The additional-fields form in a modal lightbox (storefront spec §2, §4, §9): focus trapped,
 * Escape or × closes it and focus returns to the opener (a click outside too, until something is
 * typed: a stray click then keeps the form), 50 px from the top when taller than the
 * window, otherwise centred. Submitting checks the fields (§5), has the server validate them,
 * then adds the entry with the fields as JSON text, or updates an entry's fields (the cart is
 * recalculating meanwhile). Errors stay in the form: per field above its title, the rest under it.
 */
export function AdditionalFieldsLightbox({
  runtime,
  cart,
  form,
  request,
  opener,
  onClosed,
}: AdditionalFieldsLightboxProps) {
  const config = pageSettings(runtime.config);
  const catalogue = createCatalogue(config.locale, formMessages);
  const adding = request.kind === 'add';
  const [id] = useState(() => `vitrine-af-${++_ids}`);
  const [open, setOpen] = useState(true);
  const [values, setValues] = useState<FieldValues>(() =>
    initialValues(form.fields, request.kind === 'edit' ? request.values : undefined),
  );
  // What the fields held on opening: a stray click outside must not throw away what was typed.
  const [untouched] = useState(() => JSON.stringify(values));
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [problem, setProblem] = useState<{ title?: string; message: string } | undefined>();
  const [saving, setSaving] = useState(false);
  // Bumped by each refused submit: focus then goes to the first field in error.
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const saved = useRef<string | undefined>(undefined);
  // What submit reads: the values as typed, even before the render that shows them.
  const latest = useRef(values);
  latest.current = values;

  // Before the lightbox measures its panel (its layout effect runs before ours would): the
  // fields' own styles decide its height, hence where it sits.
  useState(() => injectStyles('additional-fields', css));

  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const refuse = (found: Record<string, string>) => {
    setErrors(found);
    setProblem({ message: catalogue.t('cart.updateInvalidInformation') });
    setRefusals((n) => n + 1);
  };

  const submit = async (event: Event) => {
    event.preventDefault();
    if (saving) return;
    setProblem(undefined);
    // Client checks first, then the server's (storefront spec §5).
    const values = latest.current;
    const found = fieldErrors(form.fields, values, catalogue);
    if (Object.keys(found).length > 0) return refuse(found);
    setErrors({});
    setSaving(true);
    try {
      await validateForm(form.id, values, config.apiBase);
      const additionalFields = additionalFieldsText(values);
      const sku = request.sku || undefined;
      if (request.kind === 'add' && request.subscription) {
        // Spec §7: the subscription call carries the fields too; the shopper goes on with its token.
        const { cartToken } = await cart.createSubscription({
          itemId: request.itemId,
          sku,
          qty: request.quantity,
          additionalFields,
          subscriptionOptionId: request.subscription.subscriptionOptionId,
        });
        const next = new URL(config.subscriptionUrl, location.href);
        next.searchParams.set('cartToken', cartToken);
        location.assign(next.href);
        return;
      }
      if (request.kind === 'add') {
        await cart.addEntry(
          { itemId: request.itemId, sku, quantity: request.quantity, additionalFields },
          productPageKind(opener),
        );
        if (config.expressCheckout) {
          location.assign(new URL(config.checkoutUrl, location.href).href);
          return;
        }
        saved.current = additionalFields;
      } else {
        await cart.updateAdditionalFields(request.entryId, {
          itemId: request.itemId,
          ...(sku && { sku }),
          additionalFields,
        });
        saved.current = additionalFields;
        announce(catalogue.t('form.updated'));
      }
      setOpen(false);
    } catch (error) {
      const byField = error instanceof ApiError ? error.fieldErrors : undefined;
      if (byField && Object.keys(byField).length > 0) refuse({ ...byField });
      else {
        setProblem({
          title: catalogue.t(adding ? 'cart.unableToAddItem' : 'cart.unableToUpdateForm'),
          message: _reason(error, catalogue),
        });
      }
    } finally {
      setSaving(false);
    }
  };

  const idle = adding ? request.label : catalogue.t('form.save');
  const busy = adding ? catalogue.t('addToCart.adding') : catalogue.t('form.saving');
  return (
    <Dialog
      open={open}
      layout="lightbox"
      class="vitrine-additional-fields"
      title={form.name}
      closeLabel={catalogue.t('form.close')}
      returnFocus={opener}
      // A request on its way finishes first: closing now would hide its outcome. A click beside
      // the panel closes it only while nothing was typed (Escape and × still close it).
      onClose={(reason) =>
        !saving && !(reason === 'backdrop' && JSON.stringify(latest.current) !== untouched) && setOpen(false)
      }
      onClosed={() => onClosed(saved.current)}
    >
      <form ref={formRef} class="vitrine-af__form" noValidate onSubmit={(e) => void submit(e)}>
        <FormFields
          idPrefix={id}
          fields={form.fields}
          values={values}
          errors={errors}
          catalogue={catalogue}
          onChange={(fieldId: string, value: FieldValue) => {
            latest.current = { ...latest.current, [fieldId]: value };
            setValues(latest.current);
          }}
        />
        {/* Present before it speaks: a live region must exist before its text changes. */}
        <div class="vitrine-af__problem" role="alert">
          {problem?.title && <strong>{problem.title}</strong>}
          {problem?.message}
        </div>
        <div class="vitrine-af__actions">
          <button
            type="submit"
            class="vitrine-button vitrine-af__submit"
            aria-disabled={saving ? 'true' : undefined}
          >
            {saving ? busy : idle}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** Why a call failed, in the catalogue's words; the server's own message for a refusal. */
function _reason(error: unknown, catalogue: ReturnType<typeof createCatalogue>): string {
  if (error instanceof ApiError) {
    if (error.kind === 'rate-limited') return catalogue.t('request.rateLimited');
    if (error.kind === 'crumb') {
      return navigator.cookieEnabled
        ? catalogue.t('addToCart.sessionExpired')
        : catalogue.t('addToCart.cookiesDisabled');
    }
    if (error.kind === 'network') return catalogue.t('cart.checkConnection');
    if (error.kind === 'http' && error.message) return error.message;
  }
  return catalogue.t('cart.tryAgain');
}
