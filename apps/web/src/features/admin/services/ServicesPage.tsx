import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { can } from '../../../session/abilities.ts';
import { useSession } from '../../../session/session-store.ts';
import { ListPageFrame } from '../kit/ListPageFrame.tsx';
import { QueryStates } from '../kit/QueryStates.tsx';
import { useConsoleScope } from '../kit/use-console-scope.ts';
import { ServiceAddForm } from './ServiceAddForm.tsx';
import { useServiceList } from './service-queries.ts';

/** `/admin/c/<id>/services`: the company's services (portals) with their paths and referrer URLs; a name opens the service. */
export function ServicesPage() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const services = useServiceList();
  const { href } = useConsoleScope();
  const [adding, setAdding] = useState(false);
  return (
    <ListPageFrame
      page="services"
      title={t('companyAdmin.services.title')}
      actions={
        can(user, 'service.create') &&
        !adding && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
            {t('companyAdmin.services.add')}
          </Button>
        )
      }
      filters={adding && <ServiceAddForm onDone={() => setAdding(false)} />}
    >
      <QueryStates
        query={services}
        isEmpty={(list) => list.length === 0}
        emptyText={t('companyAdmin.services.empty')}
      >
        {(list) => (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {list.map((service) => (
              <Paper component="li" key={service.id} withBorder radius="md" p="sm" data-service={service.id}>
                <Stack gap={4}>
                  <Group gap="xs">
                    <Anchor
                      component={Link}
                      to={href(`services/${service.id}`)}
                      fw={600}
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {service.name}
                    </Anchor>
                    {service.isDefault && <Badge variant="light">{t('companyAdmin.services.default')}</Badge>}
                  </Group>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    <code>/{service.path}</code>
                  </Text>
                  {service.referrerUrls.length > 0 && (
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {t('companyAdmin.services.referrers')}: {service.referrerUrls.join(', ')}
                    </Text>
                  )}
                  <Text size="sm">
                    {t('companyAdmin.services.contents', { count: service.contentCount })}
                  </Text>
                </Stack>
              </Paper>
            ))}
          </Stack>
        )}
      </QueryStates>
    </ListPageFrame>
  );
}
