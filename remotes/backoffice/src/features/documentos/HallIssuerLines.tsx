// Under the hall's name on a printed budget or receipt: its address, phone and CUIT, as much as it has written.
import type { DocumentIssuer } from '@salon/domain';

export function HallIssuerLines({ issuer }: { issuer: DocumentIssuer }) {
  const lines = [issuer.address, issuer.phone && `Tel.: ${issuer.phone}`, issuer.cuit && `CUIT: ${issuer.cuit}`].filter((line) => line !== '');
  if (lines.length === 0) return null;
  return (
    <p className="bo-muted bo-small" data-testid="documento-salon">
      {lines.join(' · ')}
    </p>
  );
}
