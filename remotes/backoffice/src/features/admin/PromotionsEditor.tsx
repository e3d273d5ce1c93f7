// Promotions shown on /preciospromo and the home page: add, edit, switch off, remove (usePromotionsEditor).
import { SectionLoading, StaffSection } from '../layout/StaffSection';
import { PromotionForm } from './PromotionForm';
import { PromotionsList } from './PromotionsList';
import { usePromotionsEditor } from './usePromotionsEditor';

export function PromotionsEditor() {
  const model = usePromotionsEditor();
  return (
    <StaffSection title="Promociones">
      {model.status !== 'ready' ? (
        <SectionLoading failed={model.status === 'error'} />
      ) : (
        <PromotionsList list={model.list} onEdit={model.edit} onRemove={(promotion) => void model.remove(promotion)} />
      )}
      <PromotionForm {...model} />
    </StaffSection>
  );
}
