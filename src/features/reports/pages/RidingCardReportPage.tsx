import CardReportScreen from '../components/CardReportScreen';

/** /report/riding-card-report (150501): riding-card sales per day and per card type. */
export default function RidingCardReportPage() {
  return <CardReportScreen kind="riding" />;
}
