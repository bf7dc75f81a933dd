export default definePageConfig({ navigationBarTitleText: '砍价换费率券' });
