import type { PublicTerms } from '@hondana/contract';
import { Button, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useTranslated } from '../../../tenant/use-translated.ts';

/**
 * The terms' HTML as plain paragraphs: the body is written by the tenant's admins and not sanitised on
 * the way, so it is parsed (DOMParser runs no script) and only its text is shown.
 */
export function termsParagraphs(html: string): string[] {
  const marked = html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|div|li|h[1-6]|tr)>/gi, '\n');
  const text = new DOMParser().parseFromString(marked, 'text/html').body.textContent ?? '';
  return text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean);
}

export interface TermsDialogProps {
  terms: PublicTerms | null;
  accepting: boolean;
  onAccept(): void;
  onDecline(): void;
}

/** Code 862: the terms in force, to accept (the login starts again, saying so) or not. */
export function TermsDialog({ terms, accepting, onAccept, onDecline }: TermsDialogProps) {
  const { t } = useTranslation();
  const translate = useTranslated();
  const paragraphs = termsParagraphs(terms ? translate(terms.body, terms.bodyTranslations) : '');
  return (
    <Modal.Root opened={terms !== null} onClose={onDecline} size="lg" centered data-terms-dialog="">
      <Modal.Overlay />
      <Modal.Content>
        {/* A div, not Mantine's <header>: the page's header is the one banner landmark (axe). */}
        <Modal.Header renderRoot={(props) => <div {...props} />}>
          <Modal.Title>{terms && translate(terms.title, terms.titleTranslations)}</Modal.Title>
          <Modal.CloseButton aria-label={t('chrome.close')} />
        </Modal.Header>
        <Modal.Body>
          <Stack gap="md">
            <Text size="sm">{t('accounts.federated.termsIntro')}</Text>
            <ScrollArea.Autosize mah="50vh" type="auto" offsetScrollbars>
              <Stack gap="xs">
                {paragraphs.map((paragraph, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one text, in order, never reordered.
                  <Text key={index} size="sm">
                    {paragraph}
                  </Text>
                ))}
              </Stack>
            </ScrollArea.Autosize>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onDecline} disabled={accepting}>
                {t('accounts.federated.declineTerms')}
              </Button>
              <Button onClick={onAccept} loading={accepting} data-accept-terms="">
                {t('accounts.federated.acceptTerms')}
              </Button>
            </Group>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
