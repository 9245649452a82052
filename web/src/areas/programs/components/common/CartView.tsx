import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputNumber } from 'primereact/inputnumber';
import { Message } from 'primereact/message';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { knownClaims } from '../../../../../../shared/claims';
import { plannableStatuses } from '../../../../../../shared/programs/status';
import { useConfirm } from '../../../../components/confirm';
import { AppDialog } from '../../../../components/dialog';
import { DateText, Money } from '../../../../components/format';
import { messagesOfError, useMessageBox } from '../../../../components/messageBox';
import { PageSpinner } from '../../../../components/PageSpinner';
import { useReferenceRecord } from '../../../../components/reference';
import { removeProgramTactic, updateProgramTactic, useCanDeleteTactic, useCart, type CartTactic } from '../../api/cart';
import { thumbnailOf, useThumbnails, type Thumbnail } from '../../../../lib/thumbnails';
import type { ProgramDetails } from '../../api/program';
import { useClaimCheck } from '../../../../lib/claims';
import { nextStepOf } from '../../lib/steps';
import { useSpecText } from '../../lib/specText';
import { BudgetLines } from './BudgetLines';
import { LifecycleActions } from './LifecycleActions';
import { currentLanguage } from '../../../../lib/i18n';

/** The cart's page sizes (spec 02, section 2: page size 50, options 25/50/100/150). */
const CART_PAGE_SIZES = [25, 50, 100, 150];

interface CartViewProps {
  details: ProgramDetails;
  /** In the side panel (Close and Next Steps) or on the finalize page. */
  variant: 'panel' | 'page';
  fromCustomizations?: boolean;
  onClose?: () => void;
}

/**
 * My Cart (spec 02, section 2): the theme, the program name, tactics grouped by delivery method with quantity,
 * estimated cost and delete, the USD total, what each funding source has left, and the cart's buttons.
 */
export function CartView({ details, variant, fromCustomizations, onClose }: CartViewProps) {
  const { t } = useTranslation();
  const specText = useSpecText();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const messageBox = useMessageBox();
  const can = useClaimCheck();
  const { program } = details;
  const cart = useCart(program.id);
  const theme = useReferenceRecord('campaignTheme', program.campaignThemeId ?? null);
  const [open, setOpen] = useState<CartTactic | null>(null);
  // The rows' buttons read the cart's version when clicked: the table may keep rows drawn from an older answer.
  const versionRef = useRef(0);
  versionRef.current = cart.data?.version ?? 0;
  const plannable = plannableStatuses.includes(program.statusId);
  // The theme's picture and each line's (a catalog tactic's, or a tactic made in the program's own).
  const lines = cart.data?.groups.flatMap((g) => g.tactics) ?? [];
  const pictures = useThumbnails({
    themeIds: program.campaignThemeId ? [String(program.campaignThemeId)] : [],
    tacticIds: [...new Set(lines.filter((l) => l.tacticId > 0).map((l) => String(l.tacticId)))].slice(0, 100),
    programTacticIds: lines
      .filter((l) => l.tacticId === 0)
      .map((l) => l.id)
      .slice(0, 100),
  }).data;
  const linePicture = (line: CartTactic) =>
    line.tacticId > 0
      ? thumbnailOf(pictures, 'tactic', line.tacticId)
      : thumbnailOf(pictures, 'programTactic', line.id);

  if (cart.error)
    return (
      <Message
        severity="error"
        text={[t('spec.http.dataNotLoaded'), ...messagesOfError(cart.error).map(specText)].join(' — ')}
      />
    );
  if (!cart.data) return <PageSpinner />;
  const { groups, budget, version } = cart.data;

  const remove = async (tactic: CartTactic) => {
    if (!(await confirm({ message: t('programs.spec.program.tacticDeleteConfirm'), danger: true }))) return;
    try {
      await removeProgramTactic(tactic.id, versionRef.current);
      messageBox.success([t('programs.texts.tacticRemoved'), t('programs.texts.removedFromCart')]);
    } catch (error) {
      messageBox.danger([t('programs.texts.tacticNotRemoved'), ...messagesOfError(error).map(specText)]);
    }
  };

  const next = () => {
    onClose?.();
    navigate(nextStepOf(details.program, fromCustomizations));
  };

  return (
    <div className={`cart cart-${variant}`}>
      <div className="cart-theme">
        {/* The theme changes with the program's fields: only while it is planned (the server refuses it later). */}
        {!plannable ? (
          program.campaignThemeId ? (
            <div className="cart-theme-image">
              <Picture picture={thumbnailOf(pictures, 'theme', program.campaignThemeId)} />
              <span>{theme.data ? theme.data.name : '…'}</span>
            </div>
          ) : null
        ) : program.campaignThemeId ? (
          <Link
            to={`/campaign-library/${program.id}`}
            className="cart-theme-image"
            title={t('programs.cart.changeTheme')}
            onClick={onClose}
          >
            <Picture picture={thumbnailOf(pictures, 'theme', program.campaignThemeId)} />
            <span>{theme.data ? theme.data.name : '…'}</span>
            <small>{t('programs.cart.changeTheme')}</small>
          </Link>
        ) : (
          <Link to={`/campaign-library/${program.id}`} className="cart-theme-image empty" onClick={onClose}>
            <i className="pi pi-images" aria-hidden />
            <span>{t('programs.cart.selectTheme')}</span>
          </Link>
        )}
        <div>
          <div className="muted">{t('programs.cart.campaign')}</div>
          <strong className="cart-program-name">{program.name || t('programs.common.untitled')}</strong>
        </div>
      </div>

      {groups.length === 0 && <p className="muted">{t('programs.cart.empty')}</p>}
      {groups.map((group) => (
        <section key={group.deliveryMethodId} className="cart-group" aria-label={group.deliveryMethodName}>
          <h3>{group.deliveryMethodName}</h3>
          <DataTable
            key={currentLanguage()}
            value={group.tactics}
            dataKey="id"
            size="small"
            paginator={group.tactics.length > CART_PAGE_SIZES[0]!}
            rows={50}
            rowsPerPageOptions={CART_PAGE_SIZES}
            aria-label={group.deliveryMethodName}
          >
            <Column
              header={t('programs.cart.tactic')}
              body={(tactic: CartTactic) => (
                <button type="button" className="link-button tactic-cell" onClick={() => setOpen(tactic)}>
                  <span className="tactic-thumb small" aria-hidden>
                    <Picture picture={linePicture(tactic)} />
                  </span>
                  {tactic.tacticName}
                </button>
              )}
            />
            <Column header={t('programs.cart.quantity')} field="orderQuantity" className="num" />
            <Column
              header={t('programs.cart.estimatedCost')}
              body={(tactic: CartTactic) => <Money value={tactic.totalCost} />}
              className="num"
            />
            <Column
              header={<span className="sr-only">{t('programs.common.actions')}</span>}
              body={(tactic: CartTactic) =>
                !plannable || !can(knownClaims.deleteProgramTactic) ? null : tactic.canRemove ? (
                  <Button
                    type="button"
                    icon="pi pi-trash"
                    text
                    severity="danger"
                    aria-label={t('programs.cart.remove', { name: tactic.tacticName })}
                    title={t('programs.cart.remove', { name: tactic.tacticName })}
                    onClick={() => void remove(tactic)}
                  />
                ) : (
                  // A paid item has no delete icon (spec: only at cost 0, or digital assets and services): it is
                  // removed from the tactic itself, with Delete Tactic.
                  <i
                    className="pi pi-info-circle cart-remove-hint"
                    role="img"
                    aria-label={t('programs.cart.removeHint', { name: tactic.tacticName })}
                    title={t('programs.cart.removeHint', { name: tactic.tacticName })}
                  />
                )
              }
              style={{ width: '3.5rem' }}
            />
          </DataTable>
          <div className="cart-subtotal">
            {t('programs.cart.subtotal')} <Money value={group.subtotal} />
          </div>
        </section>
      ))}

      <div className="cart-total" data-testid="cart-total">
        <span>{t('programs.cart.total')}</span>{' '}
        <strong>
          <Money value={budget.totalCost} />
        </strong>
      </div>
      <BudgetLines budget={budget} />

      <div className="cart-buttons">
        {variant === 'panel' && <Button type="button" label={t('programs.common.close')} text onClick={onClose} />}
        {variant === 'panel' && groups.length > 0 && (
          <Button
            type="button"
            label={fromCustomizations ? t('programs.cart.nextFromCustomizations') : t('programs.cart.nextSteps')}
            icon="pi pi-arrow-right"
            iconPos="right"
            outlined
            onClick={next}
          />
        )}
        <LifecycleActions
          details={details}
          actions={variant === 'panel' ? ['submit', 'approve'] : ['submit', 'approve', 'reject']}
          onDone={() => onClose?.()}
        />
      </div>
      {open && (
        <TacticDialog
          tactic={open}
          version={version}
          plannable={plannable}
          canDelete={can(knownClaims.deleteProgramTactic)}
          brandNames={new Map(details.fundingSources.map((f) => [f.brandId, f.brandName]))}
          onHide={() => setOpen(null)}
        />
      )}
    </div>
  );
}

/** One tactic of the cart: what it is, and its quantity while the program is planned. */
function TacticDialog({
  tactic,
  version,
  plannable,
  canDelete,
  brandNames,
  onHide,
}: {
  tactic: CartTactic;
  version: number;
  plannable: boolean;
  canDelete: boolean;
  brandNames: Map<number, string>;
  onHide: () => void;
}) {
  const { t } = useTranslation();
  const specText = useSpecText();
  const messageBox = useMessageBox();
  const confirm = useConfirm();
  const [quantity, setQuantity] = useState<number>(tactic.orderQuantity);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // Delete Tactic is enabled only when the server's check answers DELETE; otherwise its text is the tooltip (spec 02).
  const check = useCanDeleteTactic(canDelete && plannable ? tactic.id : null);
  const deleteRefusal = check.data && check.data.result !== 'DELETE' ? specText(check.data.result) : null;
  const deleteTactic = async () => {
    if (!(await confirm({ message: t('programs.spec.program.tacticDeleteConfirm'), danger: true }))) return;
    setDeleting(true);
    try {
      await removeProgramTactic(tactic.id, version);
      messageBox.success(t('programs.texts.tacticDeleted'));
      onHide();
    } catch (error) {
      messageBox.danger([t('programs.texts.tacticNotDeleted'), ...messagesOfError(error).map(specText)]);
    } finally {
      setDeleting(false);
    }
  };
  const save = async () => {
    setSaving(true);
    try {
      await updateProgramTactic(tactic.id, { version, orderQuantity: quantity });
      messageBox.success(t('programs.texts.changeSaved'));
      onHide();
    } catch (error) {
      messageBox.danger(messagesOfError(error).map(specText));
    } finally {
      setSaving(false);
    }
  };
  return (
    <AppDialog
      header={tactic.tacticName}
      visible
      onHide={onHide}
      style={{ width: 'min(34rem, 95vw)' }}
      footer={
        <div>
          {canDelete && plannable && (
            <span title={deleteRefusal ?? undefined} className="tactic-delete">
              <Button
                type="button"
                label={t('programs.cart.deleteTactic')}
                icon={deleting ? 'pi pi-spin pi-spinner' : 'pi pi-trash'}
                severity="danger"
                outlined
                disabled={deleting || !check.data || deleteRefusal !== null}
                onClick={() => void deleteTactic()}
              />
            </span>
          )}
          <Button type="button" label={t('programs.common.close')} text onClick={onHide} />
          {plannable && (
            <Button
              type="button"
              label={saving ? t('programs.texts.saving') : t('programs.texts.save')}
              disabled={saving || quantity === tactic.orderQuantity}
              onClick={() => void save()}
            />
          )}
        </div>
      }
    >
      <dl className="summary-list">
        <dt>{t('programs.fields.description')}</dt>
        <dd>{tactic.description || '—'}</dd>
        <dt>{t('programs.catalog.deliveryMethod')}</dt>
        <dd>{tactic.deliveryMethodName}</dd>
        <dt>{t('programs.catalog.unitCost')}</dt>
        <dd>
          <Money value={tactic.unitCost} />
        </dd>
        <dt>{t('programs.fields.dates')}</dt>
        <dd>
          <DateText value={tactic.startDate} /> – <DateText value={tactic.endDate} />
        </dd>
        <dt>{t('programs.cart.allocation')}</dt>
        <dd>
          <ul className="plain-list">
            {tactic.allocations.map((a) => (
              <li key={a.brandId}>
                {brandNames.get(a.brandId) ?? `#${a.brandId}`}: ATL <Money value={a.atl} /> · BTL{' '}
                <Money value={a.btl} />
              </li>
            ))}
          </ul>
        </dd>
      </dl>
      <div className="field">
        <label htmlFor="cart-quantity">{t('programs.cart.quantity')}</label>
        <InputNumber
          inputId="cart-quantity"
          value={quantity}
          onValueChange={(e) => setQuantity(e.value ?? 1)}
          min={1}
          max={1_000_000}
          disabled={!plannable}
          showButtons
        />
      </div>
      <p className="muted">
        {t('programs.cart.estimatedCost')}: <Money value={Math.round(tactic.unitCost * quantity * 100) / 100} />
      </p>
    </AppDialog>
  );
}

/** A small picture, or the picture icon while there is none (decorative: the name stands beside it). */
function Picture({ picture }: { picture: Thumbnail | undefined }) {
  return picture ? (
    <img src={picture.url} alt="" className="cart-picture" />
  ) : (
    <i className="pi pi-image" aria-hidden />
  );
}
