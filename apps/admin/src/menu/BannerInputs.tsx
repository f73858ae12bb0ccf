import { BANNER_HREF, BANNER_LIMITS, CONTENT_IMAGE_PATH, CONTENT_LIMITS } from '@vitrina/contract';
import { FormDataConsumer, maxLength, regex } from 'react-admin';
import { HrefInput } from '../common/HrefInput';
import { TranslatedInput } from '../common/TranslatedInput';
import { ImagePathInput } from '../images/ImagePathInput';

/**
 * The picture beside the mega-menu's columns, its link and its alt text. Without a picture there is no banner,
 * so the link and the alt text are asked for only once one is chosen.
 */
export function BannerInputs() {
  return (
    <>
      <ImagePathInput
        source="banner_image"
        width={320}
        validate={[
          maxLength(CONTENT_LIMITS.imagePath),
          regex(CONTENT_IMAGE_PATH, 'vitrina.content.imagePath'),
        ]}
        parse={(value: string | null) => value || null}
      />
      <FormDataConsumer>
        {({ formData }) =>
          formData.banner_image ? (
            <>
              <HrefInput
                source="banner_href"
                label="resources.menu-items.fields.banner_href"
                max={BANNER_LIMITS.href}
                pattern={BANNER_HREF}
              />
              <TranslatedInput source="banner_alt" max={CONTENT_LIMITS.alt} />
            </>
          ) : null
        }
      </FormDataConsumer>
    </>
  );
}
