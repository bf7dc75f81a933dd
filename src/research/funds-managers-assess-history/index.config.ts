export default definePageConfig({ navigationBarTitleText: '测评记录' });
