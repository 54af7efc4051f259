import { useQuery } from '@tanstack/react-query';
import { api, siteQueries } from '@mart/api-client';
import { useBusValue } from '@mart/bus';
import { useTranslation } from '@mart/i18n';
import { Card, Col, linkClick, Paragraph, Row, Stack, Text, Title } from '@mart/ui';
import './landing.css';

/** A store on the landing links with its module and zone, so the shell lands the customer in both (SPEC §2). */
export const storeLink = (s: { id: number; module_id: number; module_type: string; zone_id: number }): string =>
  `/store/${s.id}?${new URLSearchParams({
    module_id: String(s.module_id),
    module_type: s.module_type,
    store_zone_id: String(s.zone_id),
  }).toString()}`;

/** The landing below the module picker (features, popular stores, zones, about): antd, after the page answers. */
export default function LandingSections() {
  const { t } = useTranslation('landing');
  const language = useBusValue('language');
  const d = useQuery(siteQueries.landing(language)).data;
  if (!d) return null;
  return (
    <div className="landing">
      {d.features.length > 0 && (
        <section aria-labelledby="landing-features">
          <Title level={2} id="landing-features">
            {t('features')}
          </Title>
          <Row gutter={[16, 16]} role="list">
            {d.features.map((f) => (
              <Col xs={24} sm={12} md={8} key={f.title} role="listitem">
                <Card size="small">
                  <Stack gap={12} align="center">
                    {f.image_full_url && <img src={api.assetUrl(f.image_full_url)} alt="" width={48} height={48} />}
                    <div>
                      <Text strong>{f.title}</Text>
                      <Paragraph type="secondary" className="mart-m-0">
                        {f.sub_title}
                      </Paragraph>
                    </div>
                  </Stack>
                </Card>
              </Col>
            ))}
          </Row>
        </section>
      )}
      {d.popular_stores.length > 0 && (
        <section aria-labelledby="landing-stores">
          <Title level={2} id="landing-stores">
            {t('popularStores')}
          </Title>
          <Row gutter={[16, 16]} role="list">
            {d.popular_stores.map((s) => (
              <Col xs={12} sm={8} md={6} key={s.id} role="listitem">
                <a href={storeLink(s)} onClick={linkClick}>
                  <Card size="small" hoverable>
                    <Stack gap={8} align="center">
                      <img
                        src={api.assetUrl(s.logo_full_url)}
                        alt=""
                        width={40}
                        height={40}
                        className="landing__logo"
                      />
                      <Text strong ellipsis>
                        {s.name}
                      </Text>
                    </Stack>
                  </Card>
                </a>
              </Col>
            ))}
          </Row>
        </section>
      )}
      {d.available_zone_status === 1 && d.available_zone_list.length > 0 && (
        <section aria-labelledby="landing-zones">
          <Title level={2} id="landing-zones">
            {t('zones')}
          </Title>
          <Stack gap={8} wrap as="ul" className="landing__zones">
            {d.available_zone_list.map((z) => (
              <li key={z.id} className="mart-tag">
                {z.display_name}
              </li>
            ))}
          </Stack>
        </section>
      )}
      {d.about_us_title && (
        <section aria-labelledby="landing-about">
          <Title level={2} id="landing-about">
            {d.about_us_title}
          </Title>
          <Paragraph>{d.about_us_text}</Paragraph>
        </section>
      )}
    </div>
  );
}
