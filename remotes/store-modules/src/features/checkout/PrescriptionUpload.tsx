import { errorMessage, ordersApi } from '@mart/api-client';
import { useTranslation } from '@mart/i18n';
import { Card, FileInput, type ChosenFile } from '@mart/ui';
import { useState } from 'react';

/**
 * SPEC §4 pharmacy: the prescription picture an order of a prescription item needs, uploaded as soon as it is
 * chosen; the order carries the upload's id. A new file replaces the one before (one prescription per order).
 */
export function PrescriptionUpload({ onUploaded }: { onUploaded: (id: string | null) => void }) {
  const { t } = useTranslation('store');
  const [file, setFile] = useState<ChosenFile | null>(null);
  const upload = (chosen: File) => {
    setFile({ name: chosen.name, state: 'uploading' });
    onUploaded(null);
    ordersApi
      .uploadPrescription(chosen)
      .then((r) => {
        setFile({ name: chosen.name, state: 'done' });
        onUploaded(r.id);
      })
      .catch((e: unknown) => setFile({ name: chosen.name, state: 'error', error: errorMessage(e) }));
  };
  return (
    <Card title={t('checkout.prescription')} size="small" className="mart-mt-16">
      <FileInput
        label={t('checkout.uploadPrescription')}
        accept="image/jpeg,image/png,image/gif"
        file={file}
        onFile={upload}
      />
    </Card>
  );
}
