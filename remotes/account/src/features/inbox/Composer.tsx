import { useRef, useState } from 'react';
import { IMAGE_ACCEPT, validateImageBatch } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import { Button, PaperClipOutlined, SendOutlined, Stack, Tag, TextInput, toast, domainT } from '@mart/ui';
import './inbox.css';

/** Text plus at most 3 images per send (SPEC §5): a fourth, or another format, is refused with the SPEC text. */
export function Composer({ onSend }: { onSend: (text: string, images: File[]) => Promise<void> }) {
  const { t } = useTranslation('account');
  const [text, setText] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const send = async () => {
    if (!text.trim() && images.length === 0) return;
    setBusy(true);
    try {
      await onSend(text.trim(), images);
      setText('');
      setImages([]);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction="vertical" className="mart-full">
      {images.length > 0 && (
        <Stack wrap>
          {images.map((f, i) => (
            <Tag key={`${f.name}${i}`}>
              {f.name}
              <button
                type="button"
                className="inbox__unattach"
                aria-label={t('inbox.removeImage', { name: f.name })}
                onClick={() => setImages(images.filter((_, j) => j !== i))}
              >
                ×
              </button>
            </Tag>
          ))}
        </Stack>
      )}
      <Stack className="mart-full">
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept={IMAGE_ACCEPT}
          data-testid="chat-image-input"
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            e.target.value = '';
            const problem = validateImageBatch(files, { alreadyAttached: images.length, t: domainT });
            if (problem) toast.error(problem.message);
            else setImages([...images, ...files]);
          }}
        />
        <Button icon={<PaperClipOutlined />} aria-label={t('inbox.attach')} onClick={() => input.current?.click()} />
        <TextInput
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void send();
          }}
          placeholder={t('inbox.placeholder')}
          aria-label={t('inbox.placeholder')}
          data-testid="chat-input"
          className="mart-flex-1"
        />
        <Button
          variant="primary"
          icon={<SendOutlined />}
          loading={busy}
          onClick={() => void send()}
          data-testid="chat-send"
        >
          {t('inbox.send')}
        </Button>
      </Stack>
    </Stack>
  );
}
