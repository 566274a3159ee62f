import CardReportScreen from '../components/CardReportScreen';

/** /report/discount-card-report (150601): discount-card sales per day and per card type. */
export default function DiscountCardReportPage() {
  return <CardReportScreen kind="discount" />;
}
