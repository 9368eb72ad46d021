import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useRef, useState } from 'react';
import { contentKeys } from '../../../api/query-keys.ts';
import { type Upload, uploadFile } from '../../../api/upload.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { can } from '../../../session/abilities.ts';
import { useSession } from '../../../session/session-store.ts';
import { useUploadSetting } from '../company-settings/company-setting-queries.ts';
import { useNewContentService } from './content-queries.ts';
import { FileDropZone } from './FileDropZone.tsx';
import { readFileMetadata } from './file-metadata/read-file-metadata.ts';
import { UploadItemRow } from './UploadItemRow.tsx';
import { uploadErrorKey } from './upload-error.ts';
import {
  ACCEPTED_EXTENSIONS,
  DETAIL_FIELDS,
  type UploadItem,
  UploadStatus,
  uploadQueueReducer,
} from './upload-queue.ts';

const loadPdfJs = () => import('./file-metadata/load-pdfjs.ts').then((module) => module.loadPdfJs());

const TITLE_MAX = 255;

/** The catalogue key of a title that cannot be sent, or undefined. */
function titleProblem(title: string): string | undefined {
  if (title.trim() === '') return 'validate.required';
  if (title.trim().length > TITLE_MAX) return 'validate.maxLength';
  return undefined;
}

const YEAR = /^\d{1,4}$/;
const yearProblem = (year: string) => year.trim() !== '' && !YEAR.test(year.trim());

/**
 * The content-data part: the title and every detail the admin kept (blanks are left out), and
 * `published` only when the admin chose it here (otherwise the company's setting decides).
 */
function uploadData(item: UploadItem, published: boolean | null) {
  const details: Record<string, string | number> = {};
  for (const field of DETAIL_FIELDS) {
    const value = item.details[field].trim();
    if (value !== '') details[field] = field === 'year' ? Number(value) : value;
  }
  return { title: item.title.trim(), ...details, ...(published === null ? {} : { published }) };
}

/**
 * The button and dialog that upload many PDF and EPUB files, each a new content: chosen or dropped,
 * then read in the browser for their own metadata (title, author, publisher, year, description,
 * keywords, series) which prefills each file's fields, then sent one request each with its own
 * progress bar. The queue outlives the dialog: closing it lets the uploads go on, reopening shows them.
 */
export function UploadDialog() {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const [items, dispatch] = useReducer(uploadQueueReducer, []);
  const uploads = useRef(new Map<string, Upload<unknown>>());
  const [showProblems, setShowProblems] = useState(false);
  const queryClient = useQueryClient();
  const mayReadSetting = can(
    useSession((s) => s.user),
    'company.read',
  );
  const companyDefault = useUploadSetting(opened && mayReadSetting).data?.publishUploads;
  const [publish, setPublish] = useState<boolean | null>(null);
  const target = useNewContentService();

  const reading = useRef(new Set<string>());
  useEffect(() => {
    for (const item of items) {
      if (item.metadata !== 'reading' || reading.current.has(item.id)) continue;
      reading.current.add(item.id);
      void readFileMetadata(item.file, loadPdfJs).then((outcome) =>
        dispatch({ type: 'metadataRead', id: item.id, outcome }),
      );
    }
  }, [items]);

  const send = (item: UploadItem) => {
    dispatch({ type: 'started', id: item.id });
    const upload = uploadFile('contentUploadAdd', {
      file: item.file,
      data: { ...uploadData(item, publish), ...(target.serviceId ? { serviceId: target.serviceId } : {}) },
      onProgress: (percent) => dispatch({ type: 'progressed', id: item.id, percent }),
    });
    uploads.current.set(item.id, upload);
    upload.result.then(
      (content) => {
        dispatch({ type: 'succeeded', id: item.id, contentId: content.id });
        void queryClient.invalidateQueries({ queryKey: contentKeys.pages() });
      },
      (error: unknown) => dispatch({ type: 'failed', id: item.id, errorKey: uploadErrorKey(error) }),
    );
    void upload.result.finally(() => uploads.current.delete(item.id)).catch(() => undefined);
  };

  const ready = items.filter((item) => item.status === UploadStatus.READY);
  const sendAll = () => {
    if (ready.some((item) => titleProblem(item.title) || yearProblem(item.details.year))) {
      setShowProblems(true);
      return;
    }
    setShowProblems(false);
    for (const item of ready) send(item);
  };
  const done = items.filter((item) => item.status === UploadStatus.SUCCESS).length;
  const finished = items.some(
    (item) => item.status === UploadStatus.SUCCESS || item.status === UploadStatus.ERROR,
  );

  return (
    <>
      <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={open} data-open-upload>
        {t('contentAdmin.upload.open')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('contentAdmin.upload.title')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('contentAdmin.upload.close') }}
        data-upload-dialog
      >
        <Stack gap="md">
          <FileDropZone
            label={t('contentAdmin.upload.choose')}
            dropText={t('contentAdmin.upload.drop')}
            hint={t('contentAdmin.upload.hint')}
            accept={ACCEPTED_EXTENSIONS.join(',')}
            multiple
            onFiles={(files) => dispatch({ type: 'added', files })}
          />
          {companyDefault !== undefined && (
            <Checkbox
              label={t('companySettings.upload.publish')}
              description={t(
                companyDefault
                  ? 'companySettings.upload.companyDefaultOn'
                  : 'companySettings.upload.companyDefaultOff',
              )}
              checked={publish ?? companyDefault}
              onChange={(event) => setPublish(event.currentTarget.checked)}
              data-upload-publish
            />
          )}
          {items.length > 0 && (
            <>
              <Text size="sm" role="status" data-upload-summary>
                {t('contentAdmin.upload.summary', { done, total: items.length })}
              </Text>
              <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
                {items.map((item) => {
                  const problem = showProblems ? titleProblem(item.title) : undefined;
                  return (
                    <UploadItemRow
                      key={item.id}
                      item={item}
                      titleError={problem && t(problem, { count: TITLE_MAX })}
                      yearError={
                        showProblems && yearProblem(item.details.year) ? t('validate.integer') : undefined
                      }
                      onTitle={(title) => dispatch({ type: 'titleChanged', id: item.id, title })}
                      onDetail={(field, value) =>
                        dispatch({ type: 'detailChanged', id: item.id, field, value })
                      }
                      onCancel={() => uploads.current.get(item.id)?.cancel()}
                      onRemove={() => dispatch({ type: 'removed', id: item.id })}
                    />
                  );
                })}
              </Stack>
            </>
          )}
          <Group justify="flex-end" gap="xs">
            {finished && (
              <Button variant="subtle" onClick={() => dispatch({ type: 'clearedFinished' })}>
                {t('contentAdmin.upload.clear')}
              </Button>
            )}
            <Button variant="default" onClick={close}>
              {t('contentAdmin.upload.close')}
            </Button>
            <Button onClick={sendAll} disabled={ready.length === 0 || target.pending} data-send-uploads>
              {t('contentAdmin.upload.send')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
