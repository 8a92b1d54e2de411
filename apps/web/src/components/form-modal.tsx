import { Modal, type ModalProps } from '@mantine/core';

type FormModalProps = Pick<ModalProps, 'opened' | 'onClose' | 'title' | 'size'> & {
  children: React.ReactNode;
};

/** A form in a dialog, mounted only while open: each opening starts from the saved values. */
export function FormModal({ opened, onClose, title, size, children }: FormModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {opened && children}
    </Modal>
  );
}
