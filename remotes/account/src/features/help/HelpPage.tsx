import { bus, useBusValue } from '@mart/bus';
import { useTranslation } from '@mart/i18n';
import {
  Button,
  Card,
  Col,
  EnvironmentOutlined,
  MailOutlined,
  MessageOutlined,
  navigate,
  Paragraph,
  PhoneOutlined,
  Row,
  Title,
} from '@mart/ui';

/** Help & Support: the business's contacts from config, and the support chat for signed-in customers. */
export function HelpPage() {
  const { t } = useTranslation('account');
  const config = useBusValue('config');
  const { token } = useBusValue('auth');
  const str = (k: string) => (typeof config?.[k] === 'string' ? (config[k] as string) : '');
  const contacts = [
    {
      key: 'call',
      title: t('help.call'),
      icon: <PhoneOutlined />,
      body: <a href={`tel:${str('phone')}`}>{str('phone')}</a>,
    },
    {
      key: 'mail',
      title: t('help.mail'),
      icon: <MailOutlined />,
      body: <a href={`mailto:${str('email')}`}>{str('email')}</a>,
    },
    { key: 'address', title: t('help.address'), icon: <EnvironmentOutlined />, body: str('address') },
  ];
  return (
    <>
      <Title level={1}>{t('help.title')}</Title>
      <Paragraph type="secondary">{t('help.text')}</Paragraph>
      <Row gutter={[16, 16]}>
        {contacts.map((c) => (
          <Col key={c.key} xs={24} md={8}>
            <Card
              title={
                <>
                  {c.icon} {c.title}
                </>
              }
            >
              {c.body}
            </Card>
          </Col>
        ))}
      </Row>
      <Button
        variant="primary"
        icon={<MessageOutlined />}
        className="mart-mt-24"
        onClick={() => (token ? navigate('/inbox') : bus.request({ type: 'open-sign-in', view: 'sign-in' }))}
      >
        {t('help.chat')}
      </Button>
    </>
  );
}
