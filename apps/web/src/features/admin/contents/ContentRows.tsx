import type { ContentAdmin } from '@hondana/contract';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useConsoleScope } from '../kit/use-console-scope.ts';
import { ContentCover } from './ContentCover.tsx';
import { ContentStateBadge } from './ContentStateBadge.tsx';

function FileSummary({ content }: { content: ContentAdmin }) {
  const { t } = useTranslation();
  // A first file still being processed has no kind yet: its name says there is one.
  if (!content.fileKind && content.pendingFile) return <>{content.pendingFile.originalName}</>;
  if (!content.fileKind) return <>{t('contentAdmin.fileKind.none')}</>;
  return <>{t(`contentAdmin.fileKind.${content.fileKind}`)}</>;
}

const TitleLink = ({ content }: { content: ContentAdmin }) => {
  const { href } = useConsoleScope();
  return (
    <Anchor component={Link} to={href(`contents/${content.id}`)} fw={600} data-content-link={content.id}>
      {content.title}
    </Anchor>
  );
};

/** The list's columns at desktop width (a server-paged table; title sorts on the server). */
export function contentColumns(t: (key: string) => string): DataTableColumn<ContentAdmin>[] {
  return [
    {
      accessor: 'cover',
      title: t('contentAdmin.list.column.cover'),
      width: 64,
      render: (content) => <ContentCover url={content.coverThumbnailUrl} />,
    },
    {
      accessor: 'title',
      title: t('contentAdmin.list.column.title'),
      sortable: true,
      render: (content) => <TitleLink content={content} />,
    },
    { accessor: 'author', title: t('contentAdmin.list.column.author') },
    { accessor: 'contentCode', title: t('contentAdmin.list.column.contentCode') },
    {
      accessor: 'state',
      title: t('contentAdmin.list.column.state'),
      render: (content) => <ContentStateBadge content={content} />,
    },
    {
      accessor: 'file',
      title: t('contentAdmin.list.column.file'),
      render: (content) => <FileSummary content={content} />,
    },
    { accessor: 'pageCount', title: t('contentAdmin.list.column.pages'), textAlign: 'right' },
  ];
}

/** The list as cards, at phone width. */
export function ContentCards({ contents }: { contents: ContentAdmin[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-content-cards>
      {contents.map((content) => (
        <Paper
          component="li"
          key={content.id}
          withBorder
          radius="md"
          p="sm"
          data-content-row={content.id}
          data-state={content.state}
        >
          <Group align="flex-start" wrap="nowrap" gap="sm">
            <ContentCover url={content.coverThumbnailUrl} width={56} />
            <Stack gap={4} style={{ minWidth: 0 }}>
              <TitleLink content={content} />
              {content.author && <Text size="sm">{content.author}</Text>}
              {content.contentCode && (
                <Text size="sm" c="gray.7">
                  {t('contentAdmin.list.codeValue', { code: content.contentCode })}
                </Text>
              )}
              <ContentStateBadge content={content} />
              <Text size="sm" c="gray.7">
                <FileSummary content={content} />
                {content.pageCount !== null &&
                  ` · ${t('contentAdmin.list.pageCount', { count: content.pageCount })}`}
              </Text>
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
