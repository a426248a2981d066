import type { RegisterRule } from '@pagoda/contracts';
import { affiliateFromHost, codesFromSearch, WhitelabelModule } from '@pagoda/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal';
import { thirdPartyProvidersQueryOptions } from '../api/get-third-party-providers';
import { useSession } from '../session-context';
import { ChangePasswordModal } from './change-password-modal';
import { ForgotPasswordModal } from './forgot-password-modal';
import { LoginModal } from './login-modal';
import { RegisterModal } from './register-modal';
import { ThirdPartyModal } from './third-party-modal';

type Props = { modules: Record<string, boolean>; rules: Record<string, RegisterRule>; defaultDialingCode: string };

/** Every account popup, driven by the session context. */
export const AccountModals = ({ modules, rules, defaultDialingCode }: Props) => {
  const { t } = useTranslation();
  const { modal, openModal, logout } = useSession();
  // The affiliate code: the link's codes, else the first label of a 3-label host.
  const { affiliateCode: linkCode, referralCode } = codesFromSearch(window.location.search);
  const host = affiliateFromHost(window.location.hostname);
  const affiliate = { code: linkCode ?? (host.code === 'www' ? null : host.code), domain: host.domain };
  const providers = useQuery(
    thirdPartyProvidersQueryOptions(
      Boolean(modules[WhitelabelModule.GoogleLogin] || modules[WhitelabelModule.FacebookLogin]),
    ),
  );
  const thirdParty = providers.data?.providers ?? [];
  const usernameReg = Boolean(modules[WhitelabelModule.UsernameReg]);
  const mobileReg = Boolean(modules[WhitelabelModule.MobileReg]);
  return (
    <>
      <LoginModal
        open={modal === 'login'}
        smsLogin={Boolean(modules[WhitelabelModule.MobileCodeLogin])}
        freePlay={Boolean(modules[WhitelabelModule.FreePlay])}
        canRegister={usernameReg || mobileReg}
        canRecover
        rules={rules}
        defaultDialingCode={defaultDialingCode}
        thirdParty={thirdParty}
      />
      <ThirdPartyModal open={modal === 'third-party'} rules={rules} />
      {usernameReg || mobileReg ? (
        <RegisterModal
          open={modal === 'register'}
          rules={rules}
          usernameReg={usernameReg}
          mobileReg={mobileReg}
          mobilePassword={Boolean(modules[WhitelabelModule.MobilePassReg])}
          smsOnUsername={Boolean(modules[WhitelabelModule.RegMobileVerify])}
          defaultDialingCode={defaultDialingCode}
          referralCode={referralCode}
          affiliate={affiliate}
        />
      ) : null}
      <ChangePasswordModal open={modal === 'change-password'} rule={rules.password} />
      <ForgotPasswordModal
        open={modal === 'forgot'}
        phone={Boolean(modules[WhitelabelModule.ChangePassVerify])}
        rules={rules}
        defaultDialingCode={defaultDialingCode}
      />
      <Modal open={modal === 'logout'} onClose={() => openModal(null)} title={t('session.logout')} size="sm">
        <p>{t('session.in_sure_logout')}</p>
        <div className="modal__actions">
          <button type="button" className="btn" onClick={() => openModal(null)}>
            {t('app.cancel')}
          </button>
          <button type="button" className="btn btn--primary" onClick={() => void logout()}>
            {t('app.confirm')}
          </button>
        </div>
      </Modal>
      <Modal open={modal === 'trial'} onClose={() => openModal(null)} title={t('session.trial_account')} size="sm">
        <p>{t('session.in_need_true_account')}</p>
        <div className="modal__actions">
          <button type="button" className="btn btn--primary" onClick={() => openModal('register')}>
            {t('session.in_increase_submit')}
          </button>
        </div>
      </Modal>
    </>
  );
};
