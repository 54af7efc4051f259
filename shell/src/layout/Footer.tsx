import { useState } from 'react';
import { Button, Col, Form, Input, Layout, Row, Space, Typography, theme } from 'antd';
import { useBusValue } from '@mart/bus';
import { configApi, ApiError } from '@mart/api-client';
import { useTranslation } from '@mart/i18n';
import { asWidget, linkClick, toast } from '@mart/ui';
import { AboutBuild } from './AboutBuild';

interface SocialLink {
  name: string;
  link: string;
}
interface AppLinks {
  playstore_url?: string;
  playstore_url_status?: number;
  apple_store_url?: string;
  apple_store_url_status?: number;
}

function Newsletter() {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ email: string }>();
  const [busy, setBusy] = useState(false);
  return (
    <Form
      form={form}
      layout="inline"
      aria-label={t('footer.newsletter')}
      onFinish={async ({ email }) => {
        setBusy(true);
        try {
          await configApi.newsletter(email);
          toast.success(t('footer.subscribed'));
          form.resetFields();
        } catch (e) {
          toast.error(e instanceof ApiError ? e.message : t('errors.generic'));
        } finally {
          setBusy(false);
        }
      }}
    >
      <Form.Item
        name="email"
        label={<span className="mart-visually-hidden">{t('footer.emailPlaceholder')}</span>}
        colon={false}
        rules={[{ required: true, type: 'email', message: t('footer.invalidEmail') }]}
      >
        <Input type="email" placeholder={t('footer.emailPlaceholder')} autoComplete="email" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        {t('footer.subscribe')}
      </Button>
    </Form>
  );
}

function FooterContent() {
  const { t } = useTranslation();
  const { token: tk } = theme.useToken();
  const config = useBusValue('config');
  const links: { href: string; label: string; show: boolean }[] = [
    { href: '/about-us', label: t('footer.about'), show: true },
    { href: '/terms-and-conditions', label: t('footer.terms'), show: true },
    { href: '/privacy-policy', label: t('footer.privacy'), show: true },
    { href: '/refund-policy', label: t('footer.refund'), show: config?.refund_policy_status !== 0 },
    { href: '/cancellation-policy', label: t('footer.cancellation'), show: config?.cancellation_policy_status !== 0 },
    { href: '/shipping-policy', label: t('footer.shipping'), show: config?.shipping_policy_status !== 0 },
    { href: '/help-and-support', label: t('footer.help'), show: true },
    { href: '/store-registration?active=active', label: t('footer.storeRegistration'), show: true },
    { href: '/deliveryman-registration', label: t('footer.deliverymanRegistration'), show: true },
  ];
  const social = (Array.isArray(config?.social_media) ? config.social_media : []) as SocialLink[];
  const apps = (config?.download_user_app_links ?? {}) as AppLinks;
  const name = typeof config?.business_name === 'string' ? config.business_name : t('appName');
  const text = (v: unknown) => (typeof v === 'string' ? v : null);

  return (
    <Layout.Footer
      role="contentinfo"
      style={{ background: tk.colorBgContainer, borderTop: `1px solid ${tk.colorBorderSecondary}`, marginTop: 48 }}
    >
      <Row gutter={[32, 24]} style={{ maxWidth: 1280, margin: '0 auto' }}>
        <Col xs={24} md={8}>
          <Typography.Title level={4} style={{ marginTop: 0 }}>
            {t('footer.newsletter')}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t('footer.newsletterHint')}</Typography.Paragraph>
          <Newsletter />
        </Col>
        <Col xs={12} md={6}>
          <Typography.Title level={5}>{t('footer.links')}</Typography.Title>
          <ul style={{ listStyle: 'none', padding: 0, margin: 0, lineHeight: 2 }}>
            {links
              .filter((l) => l.show)
              .map((l) => (
                <li key={l.href}>
                  <Typography.Link href={l.href} onClick={linkClick}>
                    {l.label}
                  </Typography.Link>
                </li>
              ))}
          </ul>
        </Col>
        <Col xs={12} md={5}>
          <Typography.Title level={5}>{t('footer.contact')}</Typography.Title>
          <address style={{ fontStyle: 'normal', lineHeight: 2 }}>
            {text(config?.address) && <div>{text(config?.address)}</div>}
            {text(config?.phone) && (
              <div>
                <a href={`tel:${text(config?.phone)}`}>{text(config?.phone)}</a>
              </div>
            )}
            {text(config?.email) && (
              <div>
                <a href={`mailto:${text(config?.email)}`}>{text(config?.email)}</a>
              </div>
            )}
          </address>
          {social.length > 0 && (
            <>
              <Typography.Title level={5}>{t('footer.follow')}</Typography.Title>
              <Space wrap>
                {social.map((s) => (
                  <a key={s.name} href={s.link} target="_blank" rel="noopener noreferrer">
                    {s.name}
                  </a>
                ))}
              </Space>
            </>
          )}
        </Col>
        <Col xs={24} md={5}>
          {(apps.playstore_url_status === 1 || apps.apple_store_url_status === 1) && (
            <>
              <Typography.Title level={5}>{t('footer.download')}</Typography.Title>
              <Space direction="vertical">
                {apps.playstore_url_status === 1 && apps.playstore_url && (
                  <Button href={apps.playstore_url} target="_blank" rel="noopener noreferrer">
                    {t('footer.googlePlay')}
                  </Button>
                )}
                {apps.apple_store_url_status === 1 && apps.apple_store_url && (
                  <Button href={apps.apple_store_url} target="_blank" rel="noopener noreferrer">
                    {t('footer.appStore')}
                  </Button>
                )}
              </Space>
            </>
          )}
        </Col>
      </Row>
      <div
        style={{
          maxWidth: 1280,
          margin: '24px auto 0',
          display: 'flex',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 8,
        }}
      >
        <Typography.Text type="secondary">
          {text(config?.footer_text) ?? t('footer.rights', { year: new Date().getFullYear(), name })}
        </Typography.Text>
        <AboutBuild />
      </div>
    </Layout.Footer>
  );
}

/** Lazily loaded from the antd-free header tree, so it brings its own antd configuration. */
export const Footer = asWidget(FooterContent);
