import { describe, expect, it } from 'vitest';
import * as enums from '../../../src/enums/index.ts';
import { constantName, specList, specTable } from './specTable.ts';

const values = (o: object) => Object.values(o);

// Each list is the engine-and-platform spec's wording.
describe('engine enumerations, as the spec lists them', () => {
  it('record type names and codes', () => {
    const engine = specTable(
      'text 1, image 2, quote 4, link 5, audio 7, video 8, store-item 11, event 12, gallery 14, binary 15, css-asset 16, tweak-asset 17, digital-good 18, attachment 19, wordpress-export 20, json-export 21, site-search 30, active-time 31, tweet 50, checkin 52, kbarticle 54',
    );
    const byName = Object.fromEntries(
      Object.entries(enums.RecordTypeByName).map(([n, c]) => [constantName(n), c]),
    );
    expect(byName).toEqual(engine);
    // The merged numeric list agrees with the engine's names.
    expect(enums.RecordType).toMatchObject(engine);
    expect(enums.recordTypeName(11)).toBe('store-item');
    expect(enums.recordTypeName(6)).toBeUndefined();
  });

  it('collection types by name', () => {
    expect(values(enums.CollectionType)).toEqual(
      specList(
        'generic, subscription, twitter, foursquare, instagram, gallery-block, template-page, splash-page, page, fivehundredpix, flickr, products, slide-gallery, slide-album, slide-video, album-block',
      ),
    );
  });

  it('folder behaviours by name, background sources', () => {
    expect(values(enums.FolderBehaviorName)).toEqual(specList('index, redirect, none'));
    expect(values(enums.BackgroundSource)).toEqual(specList('upload, instagram, video, none'));
  });

  it('slice types and slide names', () => {
    expect(values(enums.SliceType)).toEqual(
      specList(
        'heading, body, image, gallery, video, social-icons, buttons, navigation, custom-form, newsletter, album, map, logo, action, form, lock, password, twitter',
      ),
    );
    expect(values(enums.SlideName)).toEqual(specList('cover-page, lock-screen, popup-overlay, sso-screen'));
  });

  it('collection views, device views, gallery media types, promoted block types', () => {
    expect(values(enums.CollectionView)).toEqual(specList('list, grid, product'));
    expect(values(enums.DeviceView)).toEqual(specList('desktop, phone, tablet'));
    expect(values(enums.GalleryMediaType)).toEqual(
      specList('imageEmpty, imageFile, imageLicensed, imageReused, assetReused, video'),
    );
    expect(values(enums.PromotedBlockType)).toEqual(
      specList('map, embed, image, code, quote, twitter, link, video, foursquare, instagram, form'),
    );
  });

  it('block types: only the numbers the spec states', () => {
    expect(enums.BlockType).toEqual(specTable('heading 1, SSO inject 101'));
    expect(enums.EngineBlockType).toEqual(
      specTable('navigation 1, product 43, member-area 67, accordion 69'),
    );
    expect(values(enums.EngineBlockTypeName)).toEqual(
      specList(
        'navigation, html, logo, map, image, product, markdown, button, newsletter, donation, member-area, accordion',
      ),
    );
    expect(enums.PlatformBlockType).toEqual(
      specTable('navigation 1, pricing plan 72, website component 1337'),
    );
    expect(values(enums.BlockVariantFamily)).toEqual(specList('gallery, summary, chart, image, tock'));
  });

  it('form field kinds, builder types, model sections and multi-part field parts', () => {
    expect(values(enums.FormFieldType).sort()).toEqual(
      specList('address, checkbox, date, hidden, likert, name, phone, radio, select, time'),
    );
    expect(values(enums.FormBuilderFieldType)).toEqual(
      expect.arrayContaining(
        specList(
          'text, textarea, email, number, website, currency, phone, section, radio, checkbox, select, likert, hidden',
        ),
      ),
    );
    expect(values(enums.FormModelSection)).toEqual(specList('build, storage, advanced, captcha, disclaimer'));
    expect(enums.FormFieldPart).toEqual({
      address: specList('Line1, Line2, City, State, Zip, Country'),
      date: specList('Month, Day, Year'),
      name: specList('First, Last'),
      time: specList('Hour, Minute, Second, Ampm'),
    });
  });

  it('tells the form field kinds that need their own handling from the default single-value kind', () => {
    expect(enums.isFormFieldType('address')).toBe(true);
    expect(enums.isFormFieldType('hidden')).toBe(true);
    expect(enums.isFormFieldType('text')).toBe(false);
    expect(enums.isFormFieldType(undefined)).toBe(false);
  });

  it('captcha actions', () => {
    expect(values(enums.CaptchaAction)).toEqual(
      specList(
        'FORM_BLOCK_SUBMISSION, NEWSLETTER_BLOCK_SUBMISSION, PRODUCT_WAITLIST_SUBMISSION, PROMO_POPUP_SUBMISSION',
      ),
    );
  });

  it('subscription units and their periods per year', () => {
    expect(values(enums.SubscriptionUnit)).toEqual(specList('WEEK, MONTH, YEAR'));
    expect(enums.SUBSCRIPTION_UNITS_PER_YEAR).toEqual({ WEEK: 52, MONTH: 12, YEAR: 1 });
  });

  it('content status labels', () => {
    expect(values(enums.ContentStatus)).toEqual(specList('Scheduled, Needs Review, Draft, Private'));
  });

  it('performance event kinds, metric ratings, delivery types', () => {
    expect(values(enums.PerformanceEventKind)).toEqual(specList('page_speed, image, user, a11y'));
    expect(values(enums.MetricRating)).toEqual(specList('good, needs-improvement, poor'));
    expect(values(enums.DeliveryType)).toEqual(specList('beacon, xhr'));
  });

  it('gallery option values', () => {
    expect(values(enums.GalleryDesign)).toEqual(specList('slideshow, slider, grid, stacked'));
    expect(values(enums.GalleryAspectRatio)).toEqual(
      specList(
        'square, standard, standard-vertical, four-three, three-four-vertical, widescreen, anamorphic-widescreen',
      ),
    );
    expect(values(enums.GalleryMetaPosition)).toEqual(
      specList('top, top-left, top-right, center, bottom, bottom-left, bottom-right'),
    );
    expect(values(enums.GalleryActiveAlignment)).toEqual(specList('left, center, right'));
    expect(values(enums.LightboxTheme)).toEqual(specList('dark, light'));
    expect(values(enums.MarqueePreset)).toEqual(specList('straight-line, mild-wave'));
  });

  it('likert answers map to -2 … 2 with their default labels', () => {
    expect(enums.LikertValue).toEqual(
      specTable('Strongly Disagree -2, Disagree -1, Neutral 0, Agree 1, Strongly Agree 2'),
    );
    const labels = enums.LIKERT_DEFAULT_LABELS;
    expect([-2, -1, 0, 1, 2].map((v) => labels[v as enums.LikertValue])).toEqual(
      specList('Strongly Disagree, Disagree, Neutral, Agree, Strongly Agree'),
    );
  });

  it('image template checks, data fetch states, popup overlay storage keys', () => {
    expect(values(enums.ImageLoader)).toEqual(specList('sqs, raw, vimeo, youtube'));
    expect(values(enums.ImagePriority)).toEqual(specList('high, low, none'));
    expect(values(enums.ImageFormat)).toEqual(specList('jpg, webp'));
    expect(values(enums.DataFetchStatus)).toEqual(specList('pending, success, failed'));
    expect(values(enums.PopupOverlayStorageKey)).toEqual(specList('date-closed, version, submitted'));
  });
});
