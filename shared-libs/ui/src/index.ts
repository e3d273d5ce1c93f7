export { TEXTS } from './texts';
export { Page } from './Page';
export { Notice } from './Notice';
export { Loading } from './Loading';
export { usePageMeta } from './usePageMeta';
export { composeDocumentTitle, setPageTitle, setSiteTitle } from './documentTitle';
export { notify, ToastArea, type ToastKind } from './toasts';
export { useHydrated } from './useHydrated';
