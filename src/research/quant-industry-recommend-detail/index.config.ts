export default definePageConfig({ navigationBarTitleText: '行业推荐' });
