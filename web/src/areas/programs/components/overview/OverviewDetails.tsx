import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useTranslation } from 'react-i18next';
import { DateText, Money } from '../../../../components/format';
import { messagesOfError } from '../../../../components/messageBox';
import { useOverviewDetails } from '../../api/overview';
import { useSpecText } from '../../lib/specText';
import { currentLanguage } from '../../../../lib/i18n';

/**
 * The details of one overview row, read when the row is expanded (`programs/overview-details`): each tactic of the
 * program that draws on the brand, with its quantity, cost and what it puts above and below the line.
 */
export function OverviewDetails({ programId, brandId, name }: { programId: number; brandId: number; name: string }) {
  const { t } = useTranslation();
  const specText = useSpecText();
  const details = useOverviewDetails(programId, brandId);
  type Line = NonNullable<typeof details.data>['tactics'][number];

  if (details.error) {
    return (
      <Message
        severity="error"
        className="overview-details-error"
        text={[t('programs.overview.detailsFailed'), ...messagesOfError(details.error).map(specText)].join(' — ')}
      />
    );
  }
  if (!details.data) {
    return (
      <div className="overview-details-loading" role="status">
        <ProgressSpinner style={{ width: '1.5rem', height: '1.5rem' }} strokeWidth="6" aria-hidden />
        <span>{t('programs.overview.detailsLoading')}</span>
      </div>
    );
  }
  const caption = t('programs.overview.detailsCaption', { name, brand: details.data.brandName });
  return (
    <div className="overview-details">
      <h3>{caption}</h3>
      <DataTable
        key={currentLanguage()}
        value={details.data.tactics}
        dataKey="id"
        size="small"
        sortMode="single"
        emptyMessage={t('programs.overview.detailsEmpty')}
        pt={{ table: { 'aria-label': caption } }}
      >
        <Column field="tacticName" header={t('programs.cart.tactic')} sortable />
        <Column field="deliveryMethodName" header={t('programs.tactics.deliveryMethod')} sortable />
        <Column field="orderQuantity" header={t('programs.cart.quantity')} sortable className="num" />
        <Column
          field="totalCost"
          header={t('programs.overview.totalCost')}
          sortable
          className="num"
          body={(l: Line) => <Money value={l.totalCost} />}
        />
        <Column
          field="atl"
          header={t('programs.overview.atl')}
          sortable
          className="num"
          body={(l: Line) => <Money value={l.atl} />}
        />
        <Column
          field="btl"
          header={t('programs.overview.btl')}
          sortable
          className="num"
          body={(l: Line) => <Money value={l.btl} />}
        />
        <Column
          field="startDate"
          header={t('programs.fields.startDate')}
          sortable
          body={(l: Line) => <DateText value={l.startDate} />}
        />
        <Column
          field="endDate"
          header={t('programs.fields.endDate')}
          sortable
          body={(l: Line) => <DateText value={l.endDate} />}
        />
      </DataTable>
    </div>
  );
}
