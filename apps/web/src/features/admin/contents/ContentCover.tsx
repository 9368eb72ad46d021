import { Center } from '@mantine/core';
import { IconBook2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The small cover of a content, or a placeholder until one has been made. */
export function ContentCover({ url, width = 48 }: { url: string | null; width?: number }) {
  const { t } = useTranslation();
  const height = Math.round(width * 1.4);
  if (url)
    return (
      // The title stands beside the cover, so the image adds nothing for a screen reader.
      <img
        src={url}
        alt=""
        width={width}
        height={height}
        loading="lazy"
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
