import { createContext, useContext } from 'react';
import { platformMessages } from '../i18n/areas/platformMessages.ts';

/**
 * A context whose hook throws when used outside its Provider (engine spec §8), instead of
 * handing back a silent default: `const [useCart, CartProvider] = createGenericContext<Cart>()`.
 */
export function createGenericContext<T>() {
  const _missing = Symbol('no provider');
  const context = createContext<T | typeof _missing>(_missing);
  function useGenericContext(): T {
    const value = useContext(context);
    if (value === _missing) throw new Error(platformMessages['platform.providerMissing']);
    return value;
  }
  return [useGenericContext, context.Provider] as const;
}
