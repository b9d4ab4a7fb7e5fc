import { useMutation } from '@apollo/client/react';
import { useEffect, useId, useRef, useState } from 'react';
import { graphql } from '../../../generated/gql';
import type { PaymentMethod, StartPaymentMutation as StartPaymentData } from '../../../generated/graphql';
import { describeError } from '../../api/describeError';
import { useT } from '../../i18n/hooks/useT';
import { FormMessage } from '../../ui/components/FormMessage';
import '../payments.css';

const StartPaymentMutation = graphql(`
  mutation StartPayment($chargeId: Int!, $method: PaymentMethod!) {
    startPayment(chargeId: $chargeId, method: $method) {
      paymentId
      url
      fields {
        Ds_SignatureVersion
        Ds_MerchantParameters
        Ds_Signature
      }
    }
  }
`);

type GatewayForm = StartPaymentData['startPayment'];

export type PayButtonsProps = {
  chargeId: number;
  /** The charge's ISO 11649 reference, which a bank transfer quotes. */
  reference: string;
  /** The caller pays the charge and it is payable now (Charge.payable): the buttons show. */
  payable: boolean;
};

const METHODS: { method: PaymentMethod; label: string }[] = [
  { method: 'CARD', label: 'web.payments.payCard' },
  { method: 'BIZUM', label: 'web.payments.payBizum' },
];

/**
 * How to pay a charge: by card or Bizum at the gateway (startPayment answers its URL and the
 * signed fields, which a hidden form posts there, as Redsys's redirection asks), or by bank
 * transfer quoting the charge's reference. The gateway sends the payer back to the charge's page.
 */
export function PayButtons({ chargeId, reference, payable }: PayButtonsProps) {
  const { t } = useT();
  const titleId = useId();
  const [start] = useMutation(StartPaymentMutation);
  const [busy, setBusy] = useState<PaymentMethod | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [gateway, setGateway] = useState<GatewayForm | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (gateway) formRef.current?.submit();
  }, [gateway]);

  const handlePay = async (method: PaymentMethod) => {
    setBusy(method);
    setError(null);
    try {
      const { data } = await start({ variables: { chargeId, method } });
      if (data) setGateway(data.startPayment);
    } catch (thrown) {
      setError(describeError(thrown, t));
      setBusy(null);
    }
  };

  return (
    <section className="pay-buttons" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('web.payments.title')}</h3>
      {payable && (
        <div className="pay-buttons-row">
          {METHODS.map(({ method, label }) => (
            <button
              key={method}
              type="button"
              className="button button--primary"
              disabled={busy !== null}
              onClick={() => void handlePay(method)}
            >
              {busy === method ? t('web.payments.redirecting') : t(label)}
            </button>
          ))}
        </div>
      )}
      {error && <FormMessage kind="error">{error}</FormMessage>}
      <p className="pay-buttons-transfer">
        <strong>{t('web.payments.transferTitle')}</strong> {t('web.payments.transferNote', { reference })}
      </p>
      {gateway && (
        <form ref={formRef} method="post" action={gateway.url} hidden>
          {Object.entries(gateway.fields)
            .filter(([name]) => name.startsWith('Ds_'))
            .map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value as string} />
            ))}
        </form>
      )}
    </section>
  );
}
