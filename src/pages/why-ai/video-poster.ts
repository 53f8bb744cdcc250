/** The id of the video poster's drawing (the product's dashboard from the worked example): static HTML and CSS. */
export const VIDEO_POSTER_ID = 'why-ai-poster'
