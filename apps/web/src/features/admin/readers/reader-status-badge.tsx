import { AccountStatus, type ReaderItem } from '@hondana/contract';
import { Anchor, Badge, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';

/** The reader's status, and a lock when repeated wrong passwords lock its login. */
export function ReaderStatusBadge({ reader }: { reader: ReaderItem }) {
  const { t } = useTranslation();
  return (
    <Group gap={4}>
      <Badge variant="light" color={reader.status === AccountStatus.STOP ? 'red.9' : 'green.9'}>
        {t(`readerAdmin.statuses.${reader.status}`)}
      </Badge>
      {reader.locked && (
        <Badge variant="outline" color="orange.9">
          {t('readerAdmin.detail.locked')}
        </Badge>
      )}
    </Group>
  );
}

/** What names a reader on screen: the name, else the username, else the e-mail address. */
export const readerName = (reader: ReaderItem) =>
  reader.fullName || reader.username || reader.email || `#${reader.id}`;

/** The reader's name as a link to its page. */
export function ReaderLink({ reader, href }: { reader: ReaderItem; href: string }) {
  return (
    <Anchor component={Link} to={href} fw={600} style={{ overflowWrap: 'anywhere' }}>
      {readerName(reader)}
    </Anchor>
  );
}
