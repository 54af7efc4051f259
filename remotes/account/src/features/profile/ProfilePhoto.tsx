import { useEffect, useRef, useState } from 'react';
import { IMAGE_ACCEPT, PROFILE_IMAGE_MAX_BYTES, validateImageFile } from '@mart/domain';
import { useTranslation } from '@mart/i18n';
import { Alert, Avatar, Button, CameraOutlined, domainT, Paragraph, Stack, toast, UserOutlined } from '@mart/ui';
import { squarePhoto } from './square-photo';

/**
 * SPEC §2 photo upload: jpg, png, jpeg, gif, at most 2 MB, 1:1 (cut to its centred square before it is sent);
 * anything else is refused with the SPEC text.
 */
export function ProfilePhoto({
  current,
  file,
  onFile,
}: {
  current?: string | null;
  file: File | null;
  onFile: (f: File | null) => void;
}) {
  const { t } = useTranslation('account');
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const refuse = (message: string) => {
    setError(message);
    toast.error(message);
  };
  // checked as chosen (format, size), cut to its centred square, and checked again: the square is what is sent
  const pick = async (chosen: File) => {
    const problem = validateImageFile(chosen, { maxBytes: PROFILE_IMAGE_MAX_BYTES, t: domainT });
    if (problem) return refuse(problem.message);
    let square: File;
    try {
      square = await squarePhoto(chosen);
    } catch {
      return refuse(domainT('unsupportedImageFormat'));
    }
    const after = validateImageFile(square, { maxBytes: PROFILE_IMAGE_MAX_BYTES, t: domainT });
    if (after) return refuse(after.message);
    setError(null);
    onFile(square);
  };
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return (
    <Stack align="center" gap="large" className="mart-mb-16" wrap>
      <Avatar size={96} shape="square" src={preview ?? current} icon={<UserOutlined />} alt={t('profile.photo')} />
      <div>
        <input
          ref={input}
          type="file"
          accept={IMAGE_ACCEPT}
          hidden
          data-testid="profile-image-input"
          aria-label={t('profile.photo')}
          onChange={(e) => {
            const f = e.target.files?.[0];
            e.target.value = '';
            if (!f) return;
            void pick(f);
          }}
        />
        <Button icon={<CameraOutlined />} onClick={() => input.current?.click()}>
          {t('profile.changePhoto')}
        </Button>
        <Paragraph type="secondary" className="mart-m-0 mart-mt-8">
          {t('profile.photoRules')}
        </Paragraph>
        {error && <Alert type="error" message={error} data-testid="image-error" />}
      </div>
    </Stack>
  );
}
