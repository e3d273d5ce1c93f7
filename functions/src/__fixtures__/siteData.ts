// Test data only: what the database holds for askAI's facts.
import { rawPrices } from '@salon/domain/fixtures';

// Tuesday 15 December 2026 in the hall.
export const NOW = new Date('2026-12-15T15:00:00Z');
export const RAW = {
  'datosId/8': rawPrices([12]),
  'datosId/29': { contenido1: 'Salón Los Aromos' },
  'datosId/25': { numero_whatsapp: '1155556666' },
  'config/diasFinDeSemana': [6, 0, 5],
  promociones: {
    a: { titulo: 'Diciembre de semana', descripcion: '10% menos de lunes a jueves', desde: '2026-12-01', hasta: '2026-12-31', activa: true, orden: 1 },
    b: { titulo: 'Vencida', descripcion: 'ya no', desde: '2026-01-01', hasta: '2026-01-31', activa: true, orden: 2 },
    c: { titulo: 'Apagada', descripcion: 'no', activa: false, orden: 3 },
  },
  'config/salon': {
    direccion: 'Av. Rivadavia 14500, Ramos Mejía',
    mapa: 'https://maps.app.goo.gl/abc123',
    capacidad: 120,
    horarios: 'De día: 12 a 16 hs / de noche: 21 a 1 hs',
    incluye: ['Mesas y sillas', 'Vajilla'],
    politicaCancelacion: 'Con 30 días de anticipación, la seña se usa para otra fecha.',
  },
};
