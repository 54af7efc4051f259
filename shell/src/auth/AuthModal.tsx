import { useRef, useState } from 'react';
import { ApiError, authApi, type LoginResult, type LoginType, type SocialMedium } from '@mart/api-client';
import { useBusValue } from '@mart/bus';
import { signUpNext } from '@mart/domain';
import { i18n, registerTranslations, useTranslation } from '@mart/i18n';
import { Modal, navigate, toast } from '@mart/ui';
import { asWidget } from '@mart/runtime';
import { loginConfig } from './login-config';
import { loginStep } from './login-step';
import { OtpModal, type OtpRequest } from './OtpModal';
import { deviceToken, rememberMe, startSession } from './session';
import type { SocialCredential } from './social/sdk';
import { ExistUserView } from './views/ExistUserView';
import { PhoneModalView } from './views/PhoneModalView';
import { SignInView } from './views/SignInView';
import { SignUpView } from './views/SignUpView';
import { UserInfoView } from './views/UserInfoView';
import { RecaptchaUnavailable, withRecaptcha } from './recaptcha';
import { authTranslations } from './locales';

// the modal's strings come with its code (the header's chunk stays without them)
registerTranslations('auth', authTranslations);

export type AuthView = 'sign-in' | 'sign-up' | 'phone_modal' | 'user_info' | 'is_exist_user';

const VIEW_TITLES: Record<AuthView, string> = {
  'sign-in': 'signInTitle',
  'sign-up': 'signUpTitle',
  phone_modal: 'phoneModalTitle',
  user_info: 'userInfoTitle',
  is_exist_user: 'existTitle',
};

/** What the flow remembers between views: how the customer started, and what the next call needs. */
interface Flow {
  method: LoginType;
  origin: 'sign-in' | 'sign-up';
  phone?: string | null;
  email?: string | null;
  social?: { token: string; medium: SocialMedium; unique_id?: string; email?: string };
  existUser?: { name?: string | null; image?: string | null };
  /** the sign-up ticket a verified code handed out: user_info finishes that sign-up with it (issue 37.2) */
  signupTicket?: string;
}

/** SPEC §8: each entry of an errors array is shown; code 'email' on a social sign-in asks for a phone. */
function showErrors(e: unknown): void {
  if (e instanceof ApiError) e.errors.forEach((x) => toast.error(x.message));
  else toast.error(i18n.t('auth:signInFailed'));
}

function AuthModalContent({
  initialView,
  afterLogin,
  onClose,
}: {
  initialView: AuthView;
  afterLogin: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('auth');
  const config = useBusValue('config');
  const guestId = useBusValue('guestId');
  const location = useBusValue('location');
  const module = useBusValue('module');
  const cfg = loginConfig(config);
  const [view, setView] = useState<AuthView>(initialView);
  const [otp, setOtp] = useState<OtpRequest | null>(null);
  const flow = useRef<Flow>({ method: 'manual', origin: initialView === 'sign-up' ? 'sign-up' : 'sign-in' });

  const finish = async (token: string) => {
    const origin = flow.current.origin;
    onClose();
    // the next page (checkout, most often) opens on the merged cart, not on the account's cart before the merge
    await startSession(token);
    toast.success(t(origin === 'sign-up' ? 'signUpSuccess' : 'signInSuccess'));
    if (afterLogin) navigate(afterLogin);
    else if (origin === 'sign-up') navigate(signUpNext(!!location?.zoneIds.length, module?.module_type));
    else if (window.location.pathname.startsWith('/forgot-password')) navigate('/home');
  };

  const handle = (res: LoginResult) => {
    flow.current.phone = res.phone ?? flow.current.phone;
    flow.current.email = res.email ?? flow.current.email;
    flow.current.signupTicket = res.signup_ticket ?? flow.current.signupTicket;
    if (res.device_token) deviceToken.save(res.device_token);
    const step = loginStep(res, flow.current.method, cfg);
    setOtp(null);
    switch (step.kind) {
      case 'finish':
        return void finish(step.token);
      case 'otp':
        return setOtp(step.request);
      case 'is_exist_user':
        flow.current.existUser = step.user;
        return setView('is_exist_user');
      case 'user_info':
      case 'phone_modal':
        return setView(step.kind);
      case 'failed':
        return toast.error(step.message ?? t('signInFailed'));
    }
  };

  const run = async (call: () => Promise<LoginResult>) => {
    try {
      handle(await call());
    } catch (e) {
      if (flow.current.method === 'social' && e instanceof ApiError && e.errors.some((x) => x.code === 'email')) {
        setView('phone_modal');
        return;
      }
      if (e instanceof RecaptchaUnavailable) toast.error(t('recaptchaUnavailable'));
      else showErrors(e);
    }
  };

  const social = (extra: { phone?: string; verified?: 'yes' | 'no' } = {}) => {
    const s = flow.current.social;
    if (!s) return Promise.resolve();
    return run(() => authApi.socialLogin({ ...s, ...extra, guest_id: guestId }));
  };

  const body = (() => {
    switch (view) {
      case 'sign-in':
        return (
          <SignInView
            cfg={cfg}
            on={{
              manual: (v, remember) => {
                flow.current = { method: 'manual', origin: 'sign-in' };
                if (remember) rememberMe.save(v.email_or_phone);
                else rememberMe.clear();
                return run(() => authApi.signIn({ ...v, login_type: 'manual', guest_id: guestId }, deviceToken.read()));
              },
              otp: (phone) => {
                flow.current = { method: 'otp', origin: 'sign-in', phone };
                return run(async () =>
                  authApi.signIn({
                    email_or_phone: phone,
                    login_type: 'otp',
                    field_type: 'phone',
                    guest_id: guestId,
                    ...(await withRecaptcha(cfg.recaptchaSiteKey)),
                  }),
                );
              },
              social: (c: SocialCredential) => {
                flow.current = {
                  method: 'social',
                  origin: 'sign-in',
                  social: { token: c.token, medium: c.medium, unique_id: c.uniqueId, email: c.email },
                };
                void social();
              },
              toSignUp: () => setView('sign-up'),
              onForgot: onClose,
            }}
          />
        );
      case 'sign-up':
        return (
          <SignUpView
            referral={cfg.referral}
            toSignIn={() => setView('sign-in')}
            onSubmit={(v) => {
              flow.current = { method: 'manual', origin: 'sign-up' };
              return run(() => authApi.signUp({ ...v, ref_code: v.ref_code || null, guest_id: guestId }));
            }}
          />
        );
      case 'user_info':
        return (
          <UserInfoView
            referral={cfg.referral}
            onSubmit={(v) =>
              run(() =>
                authApi.updateInfo({
                  name: v.name,
                  email: v.email || undefined,
                  phone: flow.current.phone ?? undefined,
                  ref_code: v.ref_code || null,
                  login_type: flow.current.method,
                  guest_id: guestId,
                  signup_ticket: flow.current.signupTicket,
                }),
              )
            }
          />
        );
      case 'is_exist_user':
        return (
          <ExistUserView
            user={flow.current.existUser ?? {}}
            onAnswer={(yes) => social({ verified: yes ? 'yes' : 'no' })}
          />
        );
      case 'phone_modal':
        return <PhoneModalView onSubmit={(phone) => social({ phone })} />;
    }
  })();

  return (
    <>
      <Modal
        open={!otp}
        onCancel={onClose}
        footer={null}
        width={450}
        // top-aligned, not centred: the views differ in height and the social buttons change once their SDK
        // answers; a centred dialog would move under the pointer (a click meant for a button can land on the mask)
        destroyOnHidden
        // closed by its × or Escape only: a click that misses a button (one still moving in as the dialog opens)
        // must not throw away what the customer has typed or the step of the sign-in they are on
        mask={{ closable: false }}
        closable={{ 'aria-label': t('close') }}
        // the dialog's accessible name (axe aria-dialog-name); each view shows the same words as its visible heading
        title={<span className="mart-visually-hidden">{t(VIEW_TITLES[view])}</span>}
        data-testid="auth-modal"
        wrapProps={{ 'data-testid': 'auth-modal', 'data-view': view }}
      >
        {body}
      </Modal>
      {otp && (
        <OtpModal
          request={otp}
          onResult={handle}
          onClose={() => {
            setOtp(null);
            onClose();
          }}
        />
      )}
    </>
  );
}

/** Lazily loaded from the antd-free header tree, so it brings its own antd configuration. */
export const AuthModal = asWidget(AuthModalContent);
