import { Center } from '@mantine/core';
import { IconBook2 } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';

/**
 * The small cover of a content, or a placeholder until one has been made, and for a content whose cover
 * is not served (unpublished, failed).
 */
export function ContentCover({ url, width = 48 }: { url: string | null; width?: number }) {
  const { t } = useTranslation();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const height = Math.round(width * 1.4);
  if (url && url !== failedUrl)
    return (
      // The title stands beside the cover, so the image adds nothing for a screen reader.
      <img
        src={url}
        alt=""
        width={width}
        height={height}
        loading="lazy"
        onError={() => setFailedUrl(url)}
        style={{ objectFit: 'cover', borderRadius: 4, background: 'var(--mantine-color-gray-1)' }}
      />
    );
  return (
    <Center
      w={width}
      h={height}
      bg="gray.1"
      style={{ borderRadius: 4, flexShrink: 0 }}
      title={t('contentAdmin.list.noCover')}
      data-cover-placeholder
    >
      <IconBook2 size={width / 2} color="var(--mantine-color-gray-6)" aria-hidden />
    </Center>
  );
}
