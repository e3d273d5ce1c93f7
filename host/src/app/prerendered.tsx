// Prerendering (scripts/prerender.ts) renders each public route in Node. There, a remote's page cannot be
// fetched through the federation runtime: the prerender script hands the pages' components over in this
// context, keyed `remote/module` (e.g. `catalog/./PreciosPage`), and the host's home page, which the browser loads
// on demand too (`host/./HomePage`, ./homePage.ts). In the browser the context is empty.
import { createContext, type ComponentType } from 'react';

export const PrerenderedRemotesContext = createContext<ReadonlyMap<string, ComponentType<never>> | null>(null);

export const prerenderedKey = (remote: string, module: string) => `${remote}/${module}`;

/** Set on #root by the prerender: the browser hydrates instead of rendering from scratch. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** The element that carries remotes.json in a prerendered page (read by remotes/loader.ts). */
export const REMOTES_ELEMENT_ID = 'salon-remotes';
