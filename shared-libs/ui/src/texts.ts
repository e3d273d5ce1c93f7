// Visible texts shared by several parts of the site. The seed's texts are kept verbatim.
export const TEXTS = {
  loadingPage: 'Cargando página...',
  remoteFailed: 'Esta sección no está disponible en este momento.',
  remoteSlow: 'Esta sección está tardando más de lo normal en cargar.',
  remoteFailedHint: 'El resto del sitio sigue funcionando. Podés volver a intentar en unos segundos.',
  retry: 'Reintentar',
  backendUnreachable: 'No pudimos conectar con el servidor. Mostramos lo último que cargamos y seguimos intentando.',
  notFoundPrice: 'Consultar',
  home: 'Inicio',
  signOut: 'Cerrar sesión',
} as const;
