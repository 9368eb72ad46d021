import type { ContentAdmin } from '@hondana/contract';
import { Anchor, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContentCover } from './ContentCover.tsx';
import { ContentStateBadge } from './ContentStateBadge.tsx';

function FileSummary({ content }: { content: ContentAdmin }) {
  const { t } = useTranslation();
  // A first file still being processed has no kind yet: its name says there is one.
  if (!content.fileKind && content.pendingFile) return <>{content.pendingFile.originalName}</>;
  if (!content.fileKind) return <>{t('contentAdmin.fileKind.none')}</>;
  return <>{t(`contentAdmin.fileKind.${content.fileKind}`)}</>;
}

const TitleLink = ({ content }: { content: ContentAdmin }) => (
  <Anchor component={Link} to={`/admin/contents/${content.id}`} fw={600} data-content-link={content.id}>
    {content.title}
  </Anchor>
);

/** The list as a table, at desktop width. */
export function ContentTable({ contents }: { contents: ContentAdmin[] }) {
  const { t } = useTranslation();
  return (
    <Table striped highlightOnHover verticalSpacing="xs" data-content-table>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={64}>{t('contentAdmin.list.column.cover')}</Table.Th>
          <Table.Th>{t('contentAdmin.list.column.title')}</Table.Th>
          <Table.Th>{t('contentAdmin.list.column.author')}</Table.Th>
          <Table.Th>{t('contentAdmin.list.column.contentCode')}</Table.Th>
          <Table.Th>{t('contentAdmin.list.column.state')}</Table.Th>
          <Table.Th>{t('contentAdmin.list.column.file')}</Table.Th>
          <Table.Th ta="right">{t('contentAdmin.list.column.pages')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {contents.map((content) => (
          <Table.Tr key={content.id} data-content-row={content.id} data-state={content.state}>
            <Table.Td>
              <ContentCover url={content.coverThumbnailUrl} />
            </Table.Td>
            <Table.Td>
              <TitleLink content={content} />
            </Table.Td>
            <Table.Td>{content.author}</Table.Td>
            <Table.Td>{content.contentCode}</Table.Td>
            <Table.Td>
              <ContentStateBadge content={content} />
            </Table.Td>
            <Table.Td>
              <FileSummary content={content} />
            </Table.Td>
            <Table.Td ta="right">{content.pageCount ?? ''}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
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
