import { createContext, useContext } from "react";

// The CSP nonce of the current response. In the browser it is empty: the
// browser hides nonce values from scripts, and hydration does not need it.
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce() {
  return useContext(NonceContext);
}
