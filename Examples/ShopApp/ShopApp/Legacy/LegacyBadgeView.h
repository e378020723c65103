#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

/// The cart badge, still in Objective-C. iblint indexes its outlets, so they are checked, not guessed.
@interface LegacyBadgeView : UIView

@property (nonatomic, weak) IBOutlet UILabel *countLabel;

- (void)setCount:(NSInteger)count;

@end

NS_ASSUME_NONNULL_END
