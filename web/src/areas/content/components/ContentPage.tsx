import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { knownClaims } from '../../../../../shared/claims';
import { CONTENT_BODY_MAX, type ContentPage as Page } from '../../../../../shared/contract/routes/content';
import { formatDate } from '../../../../../shared/format/date';
import { FormMessages, TextInputField, useForm } from '../../../components/forms';
import { PageSpinner } from '../../../components/PageSpinner';
import { RichTextField, RichTextView } from '../../../components/richText';
import { useHasClaim } from '../../../lib/claims';
import { saveContentPage, useContentPage, type ContentFile } from '../api/content';
import { ContentFileList, ContentFilesField } from './ContentFiles';
import '../content.css';

/** Guidelines (`guidelines`): read by everyone signed in, edited by whoever holds SiteSetup/Manage. */
export const GuidelinesPage = () => <ContentPage page="guidelines" />;
/** Resources (`resources`): the same page kind. */
export const ResourcesPage = () => <ContentPage page="resources" />;

type Values = { title: string; html: string; version: number; files: ContentFile[] };

function ContentPage({ page }: { page: Page }) {
  const { t } = useTranslation();
  const content = useContentPage(page);
  const canEdit = useHasClaim(knownClaims.manageSiteSetup);
  const [editing, setEditing] = useState(false);

  if (content.error) return <Message severity="error" text={t('spec.http.dataNotLoaded')} />;
  if (!content.data) return <PageSpinner />;
  const data = content.data;
  if (editing)
    return (
      <ContentEditor
        key={data.version}
        page={page}
        initial={{ title: data.title, html: data.html, version: data.version, files: data.files }}
        onReload={() => void content.mutate()}
        onDone={() => setEditing(false)}
      />
    );
  return (
    <article className="content-page" aria-labelledby="content-page-title">
      <div className="content-page-toolbar">
        <h2 id="content-page-title">{data.title}</h2>
        <span className="spacer" />
        {canEdit && (
          <Button
            type="button"
            label={t('content.edit')}
            icon="pi pi-pencil"
            size="small"
            onClick={() => setEditing(true)}
          />
        )}
      </div>
      {data.html ? <RichTextView html={data.html} /> : <p className="content-page-empty">{t('content.empty')}</p>}
      <ContentFileList files={data.files} />
      {data.updatedAt && (
        <p className="content-page-updated">
          {t('content.updated', { date: formatDate(data.updatedAt.slice(0, 10)), by: data.updatedBy ?? '' })}
        </p>
      )}
    </article>
  );
}

function ContentEditor({
  page,
  initial,
  onReload,
  onDone,
}: {
  page: Page;
  initial: Values;
  onReload: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<Values>({
    initial,
    fieldNames: ['title', 'html', 'files'],
    inputIdOf: (f) => `content-${f}`,
    toBody: (v) => ({ ...v, files: v.files.map((f) => ({ documentId: f.documentId })) }),
  });
  const save = async () => {
    if (await form.submit(undefined, (body) => saveContentPage(page, body as Parameters<typeof saveContentPage>[1])))
      onDone();
  };
  return (
    <form
      className="content-page content-editor"
      aria-label={t('content.editing')}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <TextInputField id="content-title" label={t('content.title')} required maxLength={200} {...form.bind('title')} />
      <RichTextField id="content-html" label={t('content.body')} maxLength={CONTENT_BODY_MAX} {...form.bind('html')} />
      <ContentFilesField
        page={page}
        files={form.values.files}
        onChange={(files) => form.change('files', files)}
        disabled={form.saving}
      />
      <FormMessages messages={[...form.errors.general, ...(form.errors.fields.files ?? [])]}>
        {form.stale && (
          <Button type="button" label={t('content.reload')} icon="pi pi-refresh" size="small" text onClick={onReload} />
        )}
      </FormMessages>
      <div className="content-editor-buttons">
        <Button type="button" label={t('content.cancel')} outlined onClick={onDone} disabled={form.saving} />
        <Button type="submit" label={t('content.save')} icon="pi pi-check" loading={form.saving} />
      </div>
    </form>
  );
}
