import { BAND_NAME, CONTACT_TOPIC_LABELS } from '@ps/shared/rules';
import { Link } from '@ps/shared/router';
import { FAN_PHOTO_LIMITS } from '@ps/shared/social';
import { InfoPage } from '../../ui/info-page';

const MEGABYTES = FAN_PHOTO_LIMITS.maxBytes / (1024 * 1024);

/** What a fan agrees to when sending a photo from the social hub's form, and what we promise back. */
export function FanPhotoTermsPage() {
  return (
    <InfoPage
      path="/fan-photo-terms"
      title="Fan photo submission terms"
      lead={`What you agree to when you send a photo to the ${BAND_NAME} fan wall, and what we do with it.`}
    >
      <h2>Your photo stays yours</h2>
      <p>
        You keep the copyright. By ticking &ldquo;I took this photo and agree to the submission terms&rdquo; you confirm
        that you took the photo yourself (or have the photographer&apos;s permission) and that everyone recognisable in
        it is happy for it to be shown.
      </p>

      <h2>What you allow us to do</h2>
      <ul>
        <li>
          Always: store the photo and show it, with your caption, name, handle, location and hashtags, on this
          site&apos;s fan wall once our team approves it. We may shrink it (the stored copy is at most{' '}
          {FAN_PHOTO_LIMITS.maxPixels} pixels on its longest side) and we remove the hidden data cameras add, such as
          the place it was taken.
        </li>
        <li>
          Only if you tick &ldquo;The band may repost it on social media&rdquo;: post it on the band&apos;s own social
          accounts, naming you.
        </li>
        <li>
          Only if you tick &ldquo;The band may use it in promotions&rdquo;: use it in the band&apos;s promotions, such
          as tour posters or ads, naming you where the format allows.
        </li>
      </ul>
      <p>We never sell your photo or pass it on to anyone else, and we pay nothing for it.</p>

      <h2>Moderation</h2>
      <p>
        Every photo waits for a person on the band&apos;s team before anyone else can see it. We turn down photos that
        are not yours, show people who did not agree, are hateful, violent, sexual or illegal, or have nothing to do
        with the band. A rejected photo&apos;s file is deleted at once; we keep only the text you typed and the reason.
        An approved photo can be taken down later for the same reasons.
      </p>
      <p>
        Photos can be JPG, PNG, GIF or WebP, up to {MEGABYTES} MB. One address can send a few photos an hour; a file we
        refuse does not count towards that.
      </p>

      <h2>Removal on request</h2>
      <p>
        Changed your mind? <Link to="/contact">Send us a message</Link> with the topic &ldquo;
        {CONTACT_TOPIC_LABELS.privacy}&rdquo;, the name you used and the caption, and we take the photo off the site and
        delete its files. Reposts already on social media are deleted from the band&apos;s own accounts as well.
      </p>

      <h2>Your details</h2>
      <p>
        Your e-mail address is optional. If you give it, we write to you once, when your photo is approved, and never
        show it. The <Link to="/privacy">privacy policy</Link> says what else the form stores and for how long.
      </p>
    </InfoPage>
  );
}
