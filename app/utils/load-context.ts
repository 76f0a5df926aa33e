// What the Express server hands every loader and action.
declare module "react-router" {
  interface AppLoadContext {
    cspNonce: string;
    requestId: string;
    clientIp: string;
    siteOrigin: string;
    isDraining: () => boolean;
  }
}

export {};
