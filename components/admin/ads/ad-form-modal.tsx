'use client';

import { Modal } from '@/components/ui/modal';
import { AdForm, type AdFormProps } from './ad-form';

type AdFormModalProps = AdFormProps & { open: boolean };

/** Ads (docs/product.md#admin-ads): one modal for both modes; it is in edit mode when an ad is being edited. */
export function AdFormModal({ open, editing, onCancel, ...formProps }: AdFormModalProps) {
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={editing ? 'Edit Ad' : 'Create Ad'}
      description={
        editing
          ? 'Change the title, or choose a new image or video to replace the current one.'
          : "The ad appears in the home page's Digital Outreach carousel as soon as it is saved."
      }
      testId="ad-form-dialog"
    >
      <AdForm key={editing?.id ?? 'new'} editing={editing} onCancel={onCancel} {...formProps} />
    </Modal>
  );
}
