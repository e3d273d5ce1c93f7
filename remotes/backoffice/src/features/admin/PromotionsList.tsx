// The promotions as stored, each with its period, its discount in words and its actions.
import { formatDateShort, promotionTermsText } from '@salon/domain';
import type { Promotion } from '@salon/firebase/data';

function period(promotion: Pick<Promotion, 'validFrom' | 'validUntil'>): string {
  if (promotion.validFrom && promotion.validUntil) return `del ${formatDateShort(promotion.validFrom)} al ${formatDateShort(promotion.validUntil)}`;
  if (promotion.validUntil) return `hasta el ${formatDateShort(promotion.validUntil)}`;
  if (promotion.validFrom) return `desde el ${formatDateShort(promotion.validFrom)}`;
  return 'sin fecha de fin';
}

interface Props {
  list: readonly Promotion[];
  onEdit: (promotion: Promotion) => void;
  onRemove: (promotion: Promotion) => void;
}

export function PromotionsList({ list, onEdit, onRemove }: Props) {
  if (list.length === 0) return <p className="staff-empty">No hay promociones cargadas.</p>;
  return (
    <ul className="staff-list" aria-label="Promociones cargadas">
      {list.map((promotion) => (
        <li key={promotion.id}>
          <span>
            <strong>{promotion.title}</strong> · {period(promotion)}
            {promotion.terms ? ` · ${promotionTermsText(promotion.terms)}` : ' · solo texto (no cambia precios)'}
            {!promotion.active && ' · desactivada'}
          </span>
          <span className="staff-actions">
            <button type="button" className="staff-small-button" onClick={() => onEdit(promotion)} aria-label={`Editar la promoción ${promotion.title}`}>
              Editar
            </button>
            <button type="button" className="staff-small-button" onClick={() => onRemove(promotion)} aria-label={`Borrar la promoción ${promotion.title}`}>
              Borrar
            </button>
          </span>
        </li>
      ))}
    </ul>
  );
}
