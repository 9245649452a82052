import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../../components/PageSpinner';
import type { SidePanelModeProps } from '../../../lib/sidePanel';
import { useProgram } from '../api/program';
import { CartView } from '../components/common/CartView';
import '../programs.css';

/** My Cart in the side panel (mode campaign-cart). */
export default function CampaignCartMode({ props, close }: SidePanelModeProps<'campaign-cart'>) {
  const { t } = useTranslation();
  const programId = typeof props.programId === 'number' ? props.programId : null;
  const program = useProgram(programId);
  if (!programId) return <Message severity="info" text={t('programs.cart.noProgram')} />;
  if (program.error) return <Message severity="error" text={t('programs.spec.program.loadFailed')} />;
  if (!program.data) return <PageSpinner />;
  return (
    <CartView
      details={program.data}
      variant="panel"
      fromCustomizations={props.fromCustomizations === true}
      onClose={close}
    />
  );
}
