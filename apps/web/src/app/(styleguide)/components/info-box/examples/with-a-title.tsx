// The Info box page’s With a title example.
import { InfoBox } from '@ds/ui/info-box';

export default function WithATitle() {
  return (
    <InfoBox title="Lifetime Health Cover loading" titleLevel={4}>
      <p>
        If you take out hospital cover after 1 July following your 31st birthday, you may pay a loading of 2%
        for every year you are over 30.
      </p>
      <p>The loading is removed after 10 years of continuous cover.</p>
    </InfoBox>
  );
}
