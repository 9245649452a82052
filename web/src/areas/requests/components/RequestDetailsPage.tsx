import '../requests.css';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useRequestText } from '../lib/texts';
import { RequestDetails } from './RequestDetails';

/** One request's details (`communicationrequest/{id}`). */
export function RequestDetailsPage() {
  const text = useRequestText();
  const { t } = useTranslation();
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <Message severity="error" text={text('noDetails')} />;
  return (
    <div className="requests-page" aria-label={t('requests.details.title')}>
      <RequestDetails key={id} requestId={id} />
    </div>
  );
}
